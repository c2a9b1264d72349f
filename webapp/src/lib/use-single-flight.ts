import { useRef, useState } from 'react';

/**
 * Wraps an async action so a second call while one is in flight is ignored (a double-clicked
 * submit sends one request). `pending` drives the button's busy state.
 */
export function useSingleFlight<T>(action: (value: T) => Promise<void>) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  async function run(value: T) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action(value);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { run, pending };
}
