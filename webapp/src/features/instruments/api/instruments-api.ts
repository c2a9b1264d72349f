import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import {
  instrumentListSchema,
  instrumentSchema,
  type Instrument,
  type InstrumentSummary,
} from './instrument-schema';

/** GET /api/instruments: every instrument the server loaded. */
export async function getInstruments(): Promise<InstrumentSummary[]> {
  const answer = await apiClient.get('/api/instruments', { auth: 'none', schema: instrumentListSchema });
  return answer.data;
}

/** GET /api/instruments/{id}: the definition the renderer draws. */
export function getInstrument(instrumentId: string): Promise<Instrument> {
  return apiClient.get(`/api/instruments/${encodeURIComponent(instrumentId)}`, {
    auth: 'none',
    schema: instrumentSchema,
  });
}

const startedSchema = z.object({ id: z.string(), instrument: z.string(), status: z.string() });

/** POST /api/instruments/{id}/responses: a started response, answered later in one submit. */
export async function startResponse(instrumentId: string): Promise<string> {
  const answer = await apiClient.post(`/api/instruments/${encodeURIComponent(instrumentId)}/responses`, {
    schema: startedSchema,
  });
  return answer.id;
}

const submittedSchema = z.object({
  id: z.string(),
  instrument: z.string(),
  status: z.string(),
  outcome: z.object({
    scores: z.record(z.string(), z.number()),
    levels: z.record(z.string(), z.string()),
    profile: z.string().nullable(),
  }),
});
export type SubmittedResponse = z.infer<typeof submittedSchema>;

/** PUT /api/responses/{id}: every item key, null where unanswered. */
export function submitResponse(
  responseId: string,
  answers: Record<string, string | null>,
): Promise<SubmittedResponse> {
  return apiClient.put(`/api/responses/${encodeURIComponent(responseId)}`, {
    body: { answers },
    schema: submittedSchema,
  });
}
