import { useLayoutEffect } from 'react';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { useSession } from './session-provider';

/**
 * Spec section 8: when a token cannot be refreshed, the session ends and the user signs in.
 * Registered in a layout effect, before any screen or provider effect can send a request.
 */
export function AuthFailureHandler({ redirect }: { redirect: (to: string) => void }) {
  const { actions } = useSession();
  useLayoutEffect(() => {
    apiClient.setAuthFailureHandler(() => {
      actions.clear();
      redirect(paths.signin.getHref());
    });
    return () => apiClient.setAuthFailureHandler(null);
  }, [actions, redirect]);
  return null;
}
