import { apiClient } from '@/lib/api-client';
import { loginAnswerSchema } from './auth-schemas';

/** POST /api/login. A wrong password is a 401 ApiError, not a token refresh. */
export function login(credentials: { email: string; password: string }) {
  return apiClient.post('/api/login', { body: credentials, auth: 'none', schema: loginAnswerSchema });
}
