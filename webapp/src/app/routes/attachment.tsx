import { InstrumentLoader } from '@/features/instruments/components/instrument-loader';
import { SurveyScreen } from '@/features/instruments/components/survey-screen';

export function Component() {
  return (
    <InstrumentLoader instrumentId="attachment">
      {(instrument) => <SurveyScreen key={instrument.id} instrument={instrument} />}
    </InstrumentLoader>
  );
}
