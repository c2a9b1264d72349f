import { apiClient } from '@/lib/api-client';

/** POST /api/logout with the refresh token: revokes the session on the server. */
export async function logout(): Promise<void> {
  if (!apiClient.tokens.refresh()) return;
  await apiClient.post('/api/logout', { auth: 'refresh' });
}
