import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { PrivacyNoticePage } from './privacy-notice-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function confirmBoth() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const dialog = screen.getByRole('dialog', { name: 'Before you begin' });
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(screen.getByLabelText('I confirm that I am 18 years of age or older.')).toHaveAccessibleDescription(
    'Please confirm that you are 18 or older',
  );
  expect(dialog).toBeInTheDocument();
  await user.click(screen.getByLabelText('I confirm that I am 18 years of age or older.'));
  await user.click(screen.getByLabelText(/participating voluntarily/));
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
}

describe('privacy notice Next', () => {
  it('goes to /demographic when no demographic record exists', async () => {
    window.localStorage.setItem('userId', 'u1');
    scriptServer(() => ({ status: 200, body: { data: null } }));
    renderAt(<PrivacyNoticePage />, { path: '/privacy-notice', route: '/privacy-notice' });
    await confirmBoth();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demographic'));
  });

  it('goes to /loneliness when a demographic record exists', async () => {
    window.localStorage.setItem('userId', 'u1');
    const requests = scriptServer(() => ({ status: 200, body: { data: { gender: 'Female' } } }));
    renderAt(<PrivacyNoticePage />, { path: '/privacy-notice', route: '/privacy-notice' });
    await confirmBoth();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loneliness'));
    expect(requests[0]?.url).toBe('/api/demographic/getDemographicById?userId=u1');
  });

  it('Escape on the confirmation counts as no and stays on the page', async () => {
    const user = userEvent.setup();
    scriptServer(() => ({ status: 200, body: { data: null } }));
    renderAt(<PrivacyNoticePage />, { path: '/privacy-notice', route: '/privacy-notice' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
