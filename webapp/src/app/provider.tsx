import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import { DemographicProvider } from '@/features/demographics/demographic-provider';
import { SessionProvider } from '@/features/session/session-provider';

/** Everything the screens share: session (renders nothing until restored), demographics, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <SessionProvider>
        <DemographicProvider>{children}</DemographicProvider>
      </SessionProvider>
    </NotificationsProvider>
  );
}
