import { ApiError } from '@/lib/api-client';
import type { Instrument, Profile } from '@/features/instruments/api/instrument-schema';
import type { ReportData } from '../api/report-schema';
import type { EmailReportData } from '../api/reports-api';

export const EMAIL_TEXTS = {
  invalid: 'Please enter a valid email address',
  failed: 'An error occurred while sending the report.',
  sentTitle: 'Email sent!',
  sentBody: 'Your personalized report has been sent to your E-mail',
} as const;

/** Spec section 8: the server's message, else the error's, else the generic text. */
export function emailErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? EMAIL_TEXTS.failed;
  if (error instanceof Error && error.message) return error.message;
  return EMAIL_TEXTS.failed;
}

/** The spec's reportData body (the server rebuilds the report itself and ignores it). */
export function emailReportData(instrument: Instrument, report: ReportData, profile: Profile | null): EmailReportData {
  const data: Record<string, unknown> = {};
  for (const [id, result] of Object.entries(report.dimensions)) {
    data[`${id}Level`] = result.levelLabel;
    data[`${id}Percentage`] = result.percentage;
    data[`${id}Percentile`] = result.basis === 'unavailable' ? null : (result.population?.percentile ?? null);
  }
  data.caseInformation = {
    levels: profile?.title ?? null,
    interpretation: profile?.description ?? null,
    courseText: profile?.course_text ?? null,
    joinText: profile?.join_text ?? null,
    instrument: instrument.id,
  };
  return data as EmailReportData;
}
