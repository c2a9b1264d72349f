import { apiClient } from '@/lib/api-client';
import { createUserAnswerSchema } from './auth-schemas';

/** POST /api/createUser: a new registered account (role is always 'user'). */
export function createUser(credentials: { email: string; password: string }) {
  return apiClient.post('/api/createUser', {
    body: { role: 'user', ...credentials },
    auth: 'none',
    schema: createUserAnswerSchema,
  });
}
