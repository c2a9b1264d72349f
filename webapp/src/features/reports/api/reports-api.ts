import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import {
  comparisonSchema,
  emailAnswerSchema,
  reportDataSchema,
  responseSummarySchema,
  type Comparison,
  type ReportData,
  type ResponseSummary,
} from './report-schema';

export type ReportFilter = Readonly<Record<string, string>>;

/** POST /api/responses/{id}/report: the report against the population the filter selects. */
export function getReport(responseId: string, filter: ReportFilter = {}): Promise<ReportData> {
  return apiClient.post(`/api/responses/${encodeURIComponent(responseId)}/report`, {
    body: { filter },
    schema: reportDataSchema,
  });
}

/** GET /api/responses/{id}/comparison: each dimension against the respondent's own group. */
export function getComparison(responseId: string, group: string): Promise<Comparison> {
  return apiClient.get(`/api/responses/${encodeURIComponent(responseId)}/comparison`, {
    query: { group },
    schema: comparisonSchema,
  });
}

/** GET /api/responses?instrument=: the caller's submitted responses, newest first. */
export async function listResponses(instrumentId?: string): Promise<ResponseSummary[]> {
  const answer = await apiClient.get('/api/responses', {
    query: { instrument: instrumentId },
    schema: z.object({ data: z.array(responseSummarySchema) }),
  });
  return answer.data;
}

export type EmailReportData = {
  anxietyLevel?: string;
  avoidanceLevel?: string;
  anxietyPercentage?: number;
  avoidancePercentage?: number;
  anxietyPercentile?: number | null;
  avoidancePercentile?: number | null;
  caseInformation?: Record<string, unknown>;
};

/** POST /survey/attachment/report/email: the server builds the mail from the stored report. */
export async function sendReportEmail(email: string, reportData: EmailReportData): Promise<string | null> {
  const answer = await apiClient.post('/survey/attachment/report/email', {
    body: { email, reportData },
    schema: emailAnswerSchema,
  });
  return answer.message ?? null;
}
