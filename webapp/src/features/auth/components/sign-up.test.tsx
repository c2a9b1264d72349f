import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { SignUpPage } from './sign-up-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function fillAndSubmit(password = 'Calm-Teal-2026!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'new@example.org');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('SignUpPage', () => {
  it('updates the strength bar live', async () => {
    const user = userEvent.setup();
    scriptServer(() => ({ status: 200, body: { providers: [] } }));
    renderAt(<SignUpPage />, { path: '/signup', route: '/signup' });
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await user.type(screen.getByLabelText('Password'), 'Abcdefgh');
    expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  });

  it('creates an account (201) and goes to /demographic with a notification', async () => {
    const requests = scriptServer((request) =>
      request.url === '/api/createUser'
        ? {
            status: 201,
            body: {
              status: 201,
              response: 'User created successfully',
              user: { id: 'u9', email: 'new@example.org', role: 'user' },
              access_token: 'A',
              refresh_token: 'R',
            },
          }
        : { status: 200, body: { providers: [], data: null } },
    );
    renderAt(<SignUpPage />, { path: '/signup', route: '/signup' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demographic'));
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    expect(requests.find((request) => request.url === '/api/createUser')?.body).toEqual({
      role: 'user',
      email: 'new@example.org',
      password: 'Calm-Teal-2026!',
    });
    expect(window.localStorage.getItem('guest')).toBe('false');
  });

  it('upgrades an anonymous user with PUT /api/updateAccount and currentPassword null', async () => {
    window.localStorage.setItem('userId', 'anon-1');
    window.localStorage.setItem('guest', 'true');
    window.localStorage.setItem('anonymous', 'true');
    window.localStorage.setItem('accessToken', 'ANON');
    const requests = scriptServer((request) =>
      request.url === '/api/updateAccount'
        ? {
            status: 200,
            body: {
              message: 'Account updated successfully',
              user: { id: 'anon-1', email: 'new@example.org' },
              access_token: 'A2',
              refresh_token: 'R2',
            },
          }
        : { status: 200, body: { providers: [], data: null } },
    );
    renderAt(<SignUpPage />, { path: '/signup', route: '/signup' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demographic'));
    const upgrade = requests.find((request) => request.url === '/api/updateAccount');
    expect(upgrade).toMatchObject({
      method: 'PUT',
      authorization: 'Bearer ANON',
      body: { userId: 'anon-1', email: 'new@example.org', currentPassword: null, newPassword: 'Calm-Teal-2026!' },
    });
    expect(requests.some((request) => request.url === '/api/createUser')).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBe('A2');
    expect(window.localStorage.getItem('anonymous')).toBe('false');
  });

  it("shows the server's message when the e-mail is taken", async () => {
    scriptServer((request) =>
      request.url === '/api/createUser'
        ? { status: 409, body: { error: 'An account with this e-mail already exists', field: 'email' } }
        : { status: 200, body: { providers: [] } },
    );
    renderAt(<SignUpPage />, { path: '/signup', route: '/signup' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
  });
});
