import { apiClient } from '@/lib/api-client';
import { anonymousUserAnswerSchema } from './auth-schemas';

/** POST /api/anonymousUser: a server account without credentials, known by its tokens. */
export function createAnonymousUser() {
  return apiClient.post('/api/anonymousUser', { auth: 'none', schema: anonymousUserAnswerSchema });
}
