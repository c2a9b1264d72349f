import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { GuestPrompts } from './guest-prompts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('guest prompt', () => {
  it('is not shown on the landing page', () => {
    scriptServer(() => ({ status: 200, body: {} }));
    renderAt(<GuestPrompts />, { path: '/', route: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when creating the anonymous user fails', async () => {
    const user = userEvent.setup();
    scriptServer(() => ({ status: 429, body: { error: 'Too many requests, try again in a minute' } }));
    renderAt(<GuestPrompts />, { path: '/dashboard/*', route: '/dashboard/reports' });
    const prompt = screen.getByRole('dialog', { name: 'Sign Up to save your progress' });
    await user.click(screen.getByRole('button', { name: 'Continue Anonymously' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(prompt).toBeInTheDocument();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('continuing anonymously stores the anonymous user and closes', async () => {
    const user = userEvent.setup();
    const requests = scriptServer((request) =>
      request.url === '/api/anonymousUser'
        ? { status: 201, body: { user: { id: 'anon-5' }, access_token: 'A', refresh_token: 'R' } }
        : { status: 200, body: { data: null } },
    );
    renderAt(<GuestPrompts />, { path: '/dashboard/*', route: '/dashboard/reports' });
    await user.click(screen.getByRole('button', { name: 'Continue Anonymously' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[0]).toMatchObject({ url: '/api/anonymousUser', method: 'POST' });
    expect(window.localStorage.getItem('userId')).toBe('anon-5');
    expect(window.localStorage.getItem('anonymous')).toBe('true');
  });
});
