import { DemographicScreen } from '@/features/instruments/components/demographic-screen';
import { InstrumentLoader } from '@/features/instruments/components/instrument-loader';

export function Component() {
  return (
    <InstrumentLoader instrumentId="demographic">
      {(instrument) => <DemographicScreen key={instrument.id} instrument={instrument} />}
    </InstrumentLoader>
  );
}
