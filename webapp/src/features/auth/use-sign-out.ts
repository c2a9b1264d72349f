import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/session-provider';
import { logout } from './api/logout';

/** Spec section 4: sign-out leaves the home page 500 ms after the session is cleared. */
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;

export function useSignOut() {
  const { actions } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device either way; the server revokes stale tokens itself.
    }
    actions.clear();
    window.setTimeout(() => void navigate(paths.home.getHref()), SIGN_OUT_REDIRECT_DELAY_MS);
  }, [actions, navigate]);
}
