import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { NotificationsProvider } from '@/components/ui/notifications';
import { DemographicProvider } from '@/features/demographics/demographic-provider';
import { SessionProvider } from '@/features/session/session-provider';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders a screen inside the real providers (session read from localStorage, as the app does)
 * at `route`, with every other path showing where the app navigated to.
 */
export function renderAt(element: ReactElement, { route, path }: { route: string; path: string }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  return {
    router,
    ...render(
      <NotificationsProvider>
        <SessionProvider>
          <DemographicProvider>
            <RouterProvider router={router} />
          </DemographicProvider>
        </SessionProvider>
      </NotificationsProvider>,
    ),
  };
}

type Handler = (request: { url: string; method: string; body: unknown; authorization: string | null }) => {
  status: number;
  body?: unknown;
};

/** Replaces fetch with a scripted server and records what the app asked. */
export function scriptServer(handler: Handler) {
  const requests: { url: string; method: string; body: unknown; authorization: string | null }[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const reply = handler(request);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  globalThis.fetch = fake as typeof fetch;
  return requests;
}
