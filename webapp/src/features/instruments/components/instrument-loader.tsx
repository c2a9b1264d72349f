import type { ReactNode } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import type { Instrument } from '../api/instrument-schema';
import { useInstrument } from '../use-instrument';

type InstrumentLoaderProps = { instrumentId: string; children: (instrument: Instrument) => ReactNode };

/** Fetches one instrument definition and hands it to the screen that draws it. */
export function InstrumentLoader({ instrumentId, children }: InstrumentLoaderProps) {
  const loaded = useInstrument(instrumentId);
  if (loaded.status === 'loading') return <LoadingBlock label="Loading the survey…" />;
  if (loaded.status === 'error') {
    return (
      <section className="page page--narrow" aria-labelledby="instrument-error-title">
        <h1 id="instrument-error-title">This survey could not be loaded</h1>
        <p role="alert">{loaded.message}</p>
      </section>
    );
  }
  return <>{children(loaded.data)}</>;
}
