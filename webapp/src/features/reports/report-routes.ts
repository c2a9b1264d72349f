import { paths } from '@/config/paths';

type RoutedInstrument = { id: string; route: string | null; report_route: string | null };

/** Where a survey is taken: its own `route`, else `/survey/{id}`. */
export function surveyHref(instrument: RoutedInstrument): string {
  return instrument.route ?? paths.instrumentSurvey.getHref(instrument.id);
}

/**
 * Where the report of one response is read. `/report` (the spec's loneliness address) takes the
 * response id as a path segment; any other `report_route` takes it as `?id=` (the spec's
 * `/attachmentReport`); without a `report_route`, `/report/{instrumentId}/{responseId}`.
 */
export function reportHref(instrument: RoutedInstrument, responseId: string): string {
  if (instrument.report_route === null) return paths.instrumentReport.getHref(instrument.id, responseId);
  if (instrument.report_route === paths.report.base) return paths.report.getHref(responseId);
  return `${instrument.report_route}?id=${encodeURIComponent(responseId)}`;
}
