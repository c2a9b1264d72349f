import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { SignInForm } from './sign-in-form';
import { SignInPage } from './sign-in-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SignInForm', () => {
  it('ignores a second submit while the first is in flight', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <MemoryRouter>
        <SignInForm onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('E-mail'), 'a@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).not.toHaveAttribute('aria-busy'));
  });

  it('ties the error text to the field and marks it invalid', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SignInForm onSubmit={vi.fn(async () => undefined)} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
  });
});

describe('SignInPage', () => {
  it("stores the identity-provider return (email, token, refresh_token, id) and opens the dashboard", async () => {
    scriptServer(() => ({ status: 200, body: { providers: [], data: null } }));
    renderAt(<SignInPage />, {
      path: '/signin',
      route: '/signin?email=g%40example.org&token=ACCESS&refresh_token=REFRESH&id=user-7',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(window.localStorage.getItem('accessToken')).toBe('ACCESS');
    expect(window.localStorage.getItem('refreshToken')).toBe('REFRESH');
    expect(window.localStorage.getItem('userId')).toBe('user-7');
    expect(window.localStorage.getItem('email')).toBe('g@example.org');
    expect(window.localStorage.getItem('guest')).toBe('false');
  });

  it("shows the server's error string when the login fails", async () => {
    const user = userEvent.setup();
    scriptServer((request) =>
      request.url === '/api/login'
        ? { status: 401, body: { error: 'Invalid e-mail or password', field: null } }
        : { status: 200, body: { providers: [] } },
    );
    renderAt(<SignInPage />, { path: '/signin', route: '/signin' });
    await user.type(await screen.findByLabelText('E-mail'), 'a@example.org');
    await user.type(screen.getByLabelText('Password'), 'Wrong-pass1!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
  });

  it("offers 'Continue with Google' when the server lists the provider", async () => {
    scriptServer(() => ({ status: 200, body: { providers: [{ id: 'google', name: 'Google' }] } }));
    renderAt(<SignInPage />, { path: '/signin', route: '/signin' });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute('href', '/api/auth/google?state=frontend');
  });

  it('sends a signed-in registered user to the dashboard', async () => {
    scriptServer(() => ({ status: 200, body: { providers: [], data: null } }));
    window.localStorage.setItem('userId', 'u1');
    window.localStorage.setItem('guest', 'false');
    renderAt(<SignInPage />, { path: '/signin', route: '/signin' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});
