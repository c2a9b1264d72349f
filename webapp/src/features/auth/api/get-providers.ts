import { apiClient } from '@/lib/api-client';
import { providersAnswerSchema, type IdentityProvider } from './auth-schemas';

/** GET /api/auth/providers: the third-party sign-in options (empty when none is configured). */
export async function getProviders(): Promise<IdentityProvider[]> {
  const answer = await apiClient.get('/api/auth/providers', { auth: 'none', schema: providersAnswerSchema });
  return answer.providers;
}
