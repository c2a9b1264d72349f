import { apiClient } from '@/lib/api-client';
import { responseListSchema, type ResponseSummary } from './instrument-schemas';

/** GET /api/responses: the caller's submitted responses of every instrument, newest first. */
export async function listResponses(): Promise<ResponseSummary[]> {
  const answer = await apiClient.get('/api/responses', { schema: responseListSchema });
  return answer.data;
}

/** DELETE /api/responses/{id}. */
export async function deleteResponse(responseId: string): Promise<void> {
  await apiClient.delete(`/api/responses/${encodeURIComponent(responseId)}`);
}
