import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Notification, type NotificationData } from './notification';

type Notify = (notification: Omit<NotificationData, 'id'>) => void;

const NotificationsContext = createContext<Notify | null>(null);

let counter = 0;

/** Holds the toasts of the whole app and draws them in one polite live region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationData[]>([]);

  const close = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback<Notify>((notification) => {
    counter += 1;
    setItems((current) => [...current, { ...notification, id: `notification-${counter}` }]);
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotificationsContext value={value}>
      {children}
      <div className="notifications" aria-live="polite">
        {items.map((item) => (
          <Notification key={item.id} notification={item} onClose={close} />
        ))}
      </div>
    </NotificationsContext>
  );
}

export function useNotify(): Notify {
  const notify = use(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
