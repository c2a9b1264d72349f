import { apiClient } from '@/lib/api-client';
import { instrumentListSchema, profileDefinitionSchema, type InstrumentSummary, type ProfileDefinition } from './instrument-schemas';

/** GET /api/instruments: id, kind and title of every instrument. */
export async function getInstrumentSummaries(): Promise<InstrumentSummary[]> {
  const answer = await apiClient.get('/api/instruments', { auth: 'none', schema: instrumentListSchema });
  return answer.data;
}

/** The profile (demographic) instrument's questions and answers, or null when none exists. */
export async function getProfileDefinition(): Promise<ProfileDefinition | null> {
  const profile = (await getInstrumentSummaries()).find((instrument) => instrument.kind === 'profile');
  if (!profile) return null;
  return apiClient.get(`/api/instruments/${encodeURIComponent(profile.id)}`, {
    auth: 'none',
    schema: profileDefinitionSchema,
  });
}
