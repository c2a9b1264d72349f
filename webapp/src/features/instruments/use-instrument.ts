import { useEffect, useState } from 'react';
import { getInstrument, getInstruments } from './api/instruments-api';
import type { Instrument, InstrumentSummary } from './api/instrument-schema';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

function useLoad<T>(load: () => Promise<T>, key: string): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // `key` names what `load` fetches; the function itself is recreated on every render.
  }, [key]);
  return state;
}

export function useInstrument(instrumentId: string): Loadable<Instrument> {
  return useLoad(() => getInstrument(instrumentId), instrumentId);
}

export function useInstrumentList(): Loadable<InstrumentSummary[]> {
  return useLoad(getInstruments, 'all');
}
