import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import type { InstrumentSummary } from '@/features/instruments/api/instrument-schema';
import { InstrumentLoader } from '@/features/instruments/components/instrument-loader';
import { SurveyScreen } from '@/features/instruments/components/survey-screen';
import { useInstrumentList } from '@/features/instruments/use-instrument';
import { Component as NotFound } from './not-found';

// The report brings the charts: loaded only when an address names a report.
const ReportScreen = lazy(() =>
  import('@/features/reports/components/report-screen').then((module) => ({ default: module.ReportScreen })),
);

type Match = { kind: 'survey'; instrument: InstrumentSummary } | { kind: 'report'; instrument: InstrumentSummary; responseId: string | null };

/** An address an instrument file declared (`route`, `report_route`, `report_route/{id}`). */
export function matchInstrumentRoute(instruments: readonly InstrumentSummary[], pathname: string, search: string): Match | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const instrument of instruments) {
    if (instrument.kind !== 'assessment') continue;
    if (instrument.route === path) return { kind: 'survey', instrument };
    const base = instrument.report_route;
    if (!base) continue;
    if (path === base) return { kind: 'report', instrument, responseId: new URLSearchParams(search).get('id') };
    if (path.startsWith(`${base}/`)) {
      const rest = path.slice(base.length + 1);
      if (rest && !rest.includes('/')) return { kind: 'report', instrument, responseId: decodeURIComponent(rest) };
    }
  }
  return null;
}

/**
 * Every address no fixed route claims: an instrument's own survey or report address when one
 * declares it (so a new instrument file adds its routes with no code change), else Not Found.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const list = useInstrumentList();
  if (list.status === 'loading') return <LoadingBlock />;
  const match = list.status === 'ready' ? matchInstrumentRoute(list.data, pathname, search) : null;
  if (!match) return <NotFound />;
  if (match.kind === 'survey') {
    return (
      <InstrumentLoader instrumentId={match.instrument.id}>
        {(instrument) => <SurveyScreen key={instrument.id} instrument={instrument} />}
      </InstrumentLoader>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ReportScreen target={match.responseId ? { responseId: match.responseId } : { newestOf: match.instrument.id }} />
    </Suspense>
  );
}
