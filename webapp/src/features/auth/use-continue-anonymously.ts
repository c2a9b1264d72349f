import { useCallback, useState } from 'react';
import { useSession } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';
import { createAnonymousUser } from './api/create-anonymous-user';

/**
 * Spec section 4: continuing anonymously creates the anonymous user on the server and stores it
 * as the session. Returns false when creation failed (the prompt then stays open).
 */
export function useContinueAnonymously() {
  const { state, actions } = useSession();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const continueAnonymously = useCallback(async (): Promise<boolean> => {
    if (state.kind === 'anonymous') return true;
    setPending(true);
    setError(null);
    try {
      const answer = await createAnonymousUser();
      actions.establish('anonymous', { id: answer.user.id, email: null }, {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
      });
      actions.reinitialize();
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not continue anonymously. Please try again.');
      return false;
    } finally {
      setPending(false);
    }
  }, [actions, state.kind]);

  return { continueAnonymously, isPending, error };
}
