import { apiClient } from '@/lib/api-client';
import { updateAccountAnswerSchema } from './auth-schemas';

export type AccountUpdate = {
  userId: string;
  email: string;
  /** Left out when the user did not fill it; null upgrades an anonymous account (guest sign-up). */
  currentPassword?: string | null;
  /** Left out when the user did not fill it. */
  newPassword?: string;
};

/** PUT /api/updateAccount. */
export function updateAccount(update: AccountUpdate) {
  const body: Record<string, string | null> = { userId: update.userId, email: update.email };
  if (update.currentPassword !== undefined) body.currentPassword = update.currentPassword;
  if (update.newPassword !== undefined) body.newPassword = update.newPassword;
  return apiClient.put('/api/updateAccount', { body, schema: updateAccountAnswerSchema });
}
