import { apiClient } from '@/lib/api-client';
import { messageAnswerSchema } from './auth-schemas';

/** PUT /api/deleteAccount: removes the caller's account and everything it answered. */
export function deleteAccount(userId: string) {
  return apiClient.put('/api/deleteAccount', { body: { userId }, schema: messageAnswerSchema });
}
