import type { ReactNode } from 'react';

/** A message about the whole form (a server error, a success), read out when it appears. */
export function FormAlert({ kind = 'error', children }: { kind?: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
