import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsProvider } from '@/components/ui/notifications';
import type { SessionState } from '@/features/session/session-machine';
import { SessionProvider } from '@/features/session/session-provider';

/** Links and navigation work inside a story without a server. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

export const withNotifications: Decorator = (Story) => (
  <NotificationsProvider>
    <Story />
  </NotificationsProvider>
);

export function withSession(state: SessionState): Decorator {
  return (Story) => (
    <SessionProvider initialState={state}>
      <Story />
    </SessionProvider>
  );
}

export const guestSession: SessionState = {
  initialized: true,
  kind: 'guest',
  user: null,
  guestChoiceMade: false,
  isNewUser: false,
};

export const anonymousSession: SessionState = {
  ...guestSession,
  kind: 'anonymous',
  user: { id: 'anon-1', email: null },
  guestChoiceMade: true,
};

export const registeredSession: SessionState = {
  ...guestSession,
  kind: 'registered',
  user: { id: 'user-1', email: 'robin@example.org' },
  guestChoiceMade: true,
};
