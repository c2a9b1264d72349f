import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { DashboardPage } from './dashboard-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function signedIn() {
  window.localStorage.setItem('userId', 'u1');
  window.localStorage.setItem('email', 'robin@example.org');
  window.localStorage.setItem('guest', 'false');
  window.localStorage.setItem('accessToken', 'A');
}

describe('dashboard', () => {
  it('sends unknown sub-paths to Reports and shows the empty state', async () => {
    signedIn();
    scriptServer((request) =>
      request.url === '/api/responses' || request.url === '/api/instruments'
        ? { status: 200, body: { data: [] } }
        : { status: 200, body: { data: null } },
    );
    const { router } = renderAt(<DashboardPage />, { path: '/dashboard/*', route: '/dashboard/nowhere' });
    expect(await screen.findByText('You have no reports yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/reports');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Take the Survey' })).toHaveAttribute('href', '/privacy-notice');
  });

  it('lists reports with their instrument title, link and en-US date', async () => {
    signedIn();
    scriptServer((request) => {
      if (request.url === '/api/responses') {
        return {
          status: 200,
          body: { data: [{ id: 'r1', instrument: 'loneliness', status: 'submitted', createdAt: '2026-11-20T09:30:00Z', updatedAt: '2026-11-20T09:30:00Z' }] },
        };
      }
      if (request.url === '/api/instruments') {
        return { status: 200, body: { data: [{ id: 'loneliness', kind: 'assessment', title: 'Loneliness Survey', report_route: '/report' }] } };
      }
      return { status: 200, body: { data: null } };
    });
    renderAt(<DashboardPage />, { path: '/dashboard/*', route: '/dashboard/reports' });
    const link = await screen.findByRole('link', { name: 'Your Personalized Loneliness Report' });
    expect(link).toHaveAttribute('href', '/report/r1');
    expect(screen.getByText(/^November 20, 2026 at/)).toBeInTheDocument();
  });

  it("account edit refuses a mismatched confirmation without calling the server", async () => {
    const user = userEvent.setup();
    signedIn();
    const requests = scriptServer(() => ({ status: 200, body: { data: null } }));
    renderAt(<DashboardPage />, { path: '/dashboard/*', route: '/dashboard/account' });
    expect(await screen.findByText('••••••••')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit account' }));
    await user.type(screen.getByLabelText('Current Password'), 'Old-pass-1!');
    await user.type(screen.getByLabelText('New Password'), 'New-pass-1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Other-pass-1!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('New password and confirm password must match');
    expect(requests.some((request) => request.url === '/api/updateAccount')).toBe(false);
  });

  it("account deletion: 'Confirm Deletion' with Cancel keeps the account", async () => {
    const user = userEvent.setup();
    signedIn();
    const requests = scriptServer(() => ({ status: 200, body: { data: null } }));
    renderAt(<DashboardPage />, { path: '/dashboard/*', route: '/dashboard/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm Deletion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.url === '/api/deleteAccount')).toBe(false);
    expect(window.localStorage.getItem('userId')).toBe('u1');
  });
});
