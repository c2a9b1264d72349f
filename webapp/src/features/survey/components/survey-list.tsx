import '@/features/instruments/renderer.css';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import type { InstrumentSummary } from '@/features/instruments/api/instrument-schema';
import { useInstrumentList } from '@/features/instruments/use-instrument';
import { surveyHref } from '@/features/reports/report-routes';

/** 'Loneliness Survey' -> 'Take the Survey Loneliness' (the spec's button wording). */
export function takeLabel(title: string): string {
  const subject = title.replace(/\s+survey$/i, '').trim();
  return `Take the Survey ${subject}`;
}

export function SurveyButtons({ instruments }: { instruments: readonly InstrumentSummary[] }) {
  const assessments = instruments.filter((instrument) => instrument.kind === 'assessment');
  if (assessments.length === 0) return <p>No surveys are available yet.</p>;
  return (
    <ul className="survey-list">
      {assessments.map((instrument) => (
        <li key={instrument.id} className="card survey-list__item">
          <h2>{instrument.title}</h2>
          <p className="muted">
            {instrument.question_count} questions, about {instrument.estimated_minutes} minutes
          </p>
          <Link className={buttonClass('primary')} to={surveyHref(instrument)}>
            {takeLabel(instrument.title)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /survey: one button per available assessment instrument. */
export function SurveyListPage() {
  const list = useInstrumentList();
  return (
    <section className="page page--narrow" aria-labelledby="survey-list-title">
      <h1 id="survey-list-title">Choose a Survey</h1>
      {list.status === 'loading' ? <LoadingBlock /> : null}
      {list.status === 'error' ? <p role="alert">{list.message}</p> : null}
      {list.status === 'ready' ? <SurveyButtons instruments={list.data} /> : null}
    </section>
  );
}
