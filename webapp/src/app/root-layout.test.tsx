import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptServer } from '@/testing/render-app';
import { AppProvider } from './provider';
import { routes } from './router';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('scrolls to the top and focuses the content on every route change', async () => {
    scriptServer(() => ({ status: 200, body: { providers: [], data: null } }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <AppProvider redirect={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Discover Your Social Wellness' })).toBeInTheDocument();
    scrollTo.mockClear();

    await act(() => router.navigate('/signin'));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    // At least once: a slow first load may still be settling the landing page when we navigate.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('sends an unknown address to a page that says so', async () => {
    scriptServer(() => ({ status: 200, body: { providers: [], data: null } }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(
      <AppProvider redirect={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
