import { useParams } from 'react-router-dom';
import { InstrumentLoader } from '@/features/instruments/components/instrument-loader';
import { SurveyScreen } from '@/features/instruments/components/survey-screen';

/** /survey/{instrumentId}: any assessment instrument without a route of its own. */
export function Component() {
  const { instrumentId = '' } = useParams();
  return (
    <InstrumentLoader instrumentId={instrumentId}>
      {(instrument) => <SurveyScreen key={instrument.id} instrument={instrument} />}
    </InstrumentLoader>
  );
}
