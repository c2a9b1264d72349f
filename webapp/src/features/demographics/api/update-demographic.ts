import { apiClient } from '@/lib/api-client';
import { demographicAnswerSchema, type DemographicRecord } from './demographic-schema';

/** PATCH /api/demographic/updateDemographic: a partial update; null clears a field. */
export async function updateDemographic(
  respondentId: string,
  changes: Record<string, string | null>,
): Promise<DemographicRecord | null> {
  const answer = await apiClient.patch('/api/demographic/updateDemographic', {
    query: { respondent_id: respondentId },
    body: changes,
    schema: demographicAnswerSchema,
  });
  return answer.data;
}
