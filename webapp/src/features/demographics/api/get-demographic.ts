import { apiClient } from '@/lib/api-client';
import { demographicAnswerSchema, type DemographicRecord } from './demographic-schema';

/** GET /api/demographic/getDemographicById: the caller's record, or null when none exists. */
export async function getDemographic(userId: string): Promise<DemographicRecord | null> {
  const answer = await apiClient.get('/api/demographic/getDemographicById', {
    query: { userId },
    schema: demographicAnswerSchema,
  });
  return answer.data;
}
