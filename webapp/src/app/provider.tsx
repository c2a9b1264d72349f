import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import { DemographicProvider } from '@/features/demographics/demographic-provider';
import { AuthFailureHandler } from '@/features/session/auth-failure-handler';
import { SessionProvider } from '@/features/session/session-provider';

type AppProviderProps = {
  children: ReactNode;
  /** How to leave for another page when the session ends (the router's navigate). */
  redirect: (to: string) => void;
};

/** Everything the screens share: session (renders nothing until restored), demographics, toasts. */
export function AppProvider({ children, redirect }: AppProviderProps) {
  return (
    <NotificationsProvider>
      <SessionProvider>
        <AuthFailureHandler redirect={redirect} />
        <DemographicProvider>{children}</DemographicProvider>
      </SessionProvider>
    </NotificationsProvider>
  );
}
