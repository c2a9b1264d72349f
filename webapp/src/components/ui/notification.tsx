import { useEffect, useRef } from 'react';

export type NotificationKind = 'success' | 'error' | 'info';

export type NotificationData = {
  id: string;
  kind: NotificationKind;
  title: string;
  message?: string;
};

/** Spec section 9: a toast closes after 2000 ms and pauses while hovered (or focused). */
export const NOTIFICATION_DURATION_MS = 2000;

type NotificationProps = {
  notification: NotificationData;
  onClose: (id: string) => void;
  durationMs?: number;
};

export function Notification({ notification, onClose, durationMs = NOTIFICATION_DURATION_MS }: NotificationProps) {
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  function start() {
    window.clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => closeRef.current(notification.id), remaining.current);
  }

  function pause() {
    window.clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }

  useEffect(() => {
    start();
    return () => window.clearTimeout(timer.current);
    // The timer runs once per notification; pause/resume restart it by hand.
  }, [notification.id]);

  return (
    <div
      className={`notification notification--${notification.kind}`}
      role={notification.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <div className="notification__text">
        <p className="notification__title">{notification.title}</p>
        {notification.message ? <p className="notification__message">{notification.message}</p> : null}
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label="Dismiss notification"
        onClick={() => onClose(notification.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
