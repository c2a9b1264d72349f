import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { WaitForSession } from '@/features/instruments/components/wait-for-session';
import { getInstrument } from '@/features/instruments/api/instruments-api';
import type { Instrument } from '@/features/instruments/api/instrument-schema';
import { useSession } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';
import type { ReportData } from '../api/report-schema';
import { getReport, listResponses } from '../api/reports-api';
import { rememberReport } from '../device-storage';
import { surveyHref } from '../report-routes';
import { ReportContent } from './report-content';

type Loaded =
  | { status: 'loading' }
  | { status: 'none'; instrument: Instrument }
  | { status: 'error'; message: string }
  | { status: 'ready'; instrument: Instrument; report: ReportData };

/**
 * Which report to show: a response id, or (for addresses without one, such as
 * /attachmentReport) the caller's newest submitted response of the instrument.
 */
export type ReportTarget = { responseId: string } | { newestOf: string };

async function load(target: ReportTarget): Promise<Loaded> {
  let responseId: string;
  if ('responseId' in target) responseId = target.responseId;
  else {
    const newest = (await listResponses(target.newestOf))[0];
    if (!newest) return { status: 'none', instrument: await getInstrument(target.newestOf) };
    responseId = newest.id;
  }
  const report = await getReport(responseId, {});
  const instrument = await getInstrument(report.instrument);
  return { status: 'ready', instrument, report };
}

function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This report was not found. It may have been deleted.';
  if (error instanceof ApiError && error.status === 409) return 'This survey was not finished, so there is no report yet.';
  return error instanceof Error ? error.message : 'The report could not be loaded.';
}

export function ReportScreen({ target }: { target: ReportTarget }) {
  const { state: session } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const key = 'responseId' in target ? `id:${target.responseId}` : `newest:${target.newestOf}`;
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    setLoaded({ status: 'loading' });
    load(target).then(
      (result) => {
        if (!current) return;
        if (result.status === 'ready') rememberReport(result.report);
        setLoaded(result);
      },
      (error: unknown) => current && setLoaded({ status: 'error', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
    // `key` identifies the target; the object itself is new on every render.
  }, [key, userId]);

  if (!userId) return <WaitForSession title="Your Personalized Report" />;
  if (loaded.status === 'loading') return <LoadingBlock label="Loading your report…" />;
  if (loaded.status === 'error') {
    return (
      <section className="page page--narrow" aria-labelledby="report-error-title">
        <h1 id="report-error-title">Your Personalized Report</h1>
        <p role="alert">{loaded.message}</p>
      </section>
    );
  }
  if (loaded.status === 'none') {
    return (
      <section className="page page--narrow" aria-labelledby="report-none-title">
        <h1 id="report-none-title">{loaded.instrument.title}</h1>
        <p>You have no report for this survey yet.</p>
        <Link className={buttonClass('primary')} to={surveyHref(loaded.instrument)}>
          Take the survey
        </Link>
      </section>
    );
  }
  return <ReportContent key={loaded.report.id} instrument={loaded.instrument} report={loaded.report} />;
}
