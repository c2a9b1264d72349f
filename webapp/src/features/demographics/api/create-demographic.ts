import { apiClient } from '@/lib/api-client';
import { demographicAnswerSchema, type DemographicRecord } from './demographic-schema';

/** POST /api/demographic/createDemographic: used when the user has no record yet. */
export async function createDemographic(
  userId: string,
  fields: Record<string, string | null>,
): Promise<DemographicRecord | null> {
  const answer = await apiClient.post('/api/demographic/createDemographic', {
    body: { user_id: userId, ...fields },
    schema: demographicAnswerSchema,
  });
  return answer.data;
}
