import { createContext, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { apiClient, type TokenPair } from '@/lib/api-client';
import { local, session as tabStorage } from '@/lib/storage';
import {
  initialSessionState,
  readStoredSession,
  sessionReducer,
  writeStoredSession,
  type SessionState,
  type SessionUser,
} from './session-machine';

/** Spec section 9: the session is re-read about 100 ms after a provider return or anonymous start. */
export const SESSION_REINIT_DELAY_MS = 100;
const GUEST_CHOICE_KEY = 'guestChoiceMade';

export type SessionActions = {
  /** Stores tokens and user and makes the session registered (sign-in, sign-up) or anonymous. */
  establish: (
    kind: 'registered' | 'anonymous',
    user: SessionUser,
    tokens: TokenPair | null,
    options?: { newUser?: boolean },
  ) => void;
  /** Reads the stored session again after a short delay (provider return, anonymous start). */
  reinitialize: () => void;
  /** The guest chose Sign Up on the prompt: stop prompting in this tab. */
  chooseSignUp: () => void;
  setEmail: (email: string) => void;
  /** Empties local and tab storage and the in-memory user. */
  clear: () => void;
};

type SessionContextValue = { state: SessionState; actions: SessionActions };

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  children,
  initialState,
}: {
  children: ReactNode;
  /** For stories and tests: start from this state instead of reading storage. */
  initialState?: SessionState;
}) {
  const [state, dispatch] = useReducer(sessionReducer, initialState ?? initialSessionState);

  const restore = useCallback(() => {
    dispatch({
      type: 'restored',
      stored: readStoredSession(local),
      guestChoiceMade: tabStorage.getItem(GUEST_CHOICE_KEY) === 'true',
    });
  }, []);

  useEffect(() => {
    if (!initialState) restore();
  }, [initialState, restore]);

  const actions = useMemo<SessionActions>(
    () => ({
      establish(kind, user, tokens, options) {
        if (tokens) apiClient.tokens.set(tokens);
        writeStoredSession(local, {
          userId: user.id,
          email: user.email,
          guest: kind !== 'registered',
          anonymous: kind === 'anonymous',
        });
        tabStorage.setItem(GUEST_CHOICE_KEY, 'true');
        if (kind === 'anonymous') dispatch({ type: 'anonymousCreated', userId: user.id });
        else dispatch({ type: options?.newUser ? 'signedUp' : 'signedIn', user });
      },
      reinitialize() {
        window.setTimeout(restore, SESSION_REINIT_DELAY_MS);
      },
      chooseSignUp() {
        tabStorage.setItem(GUEST_CHOICE_KEY, 'true');
        dispatch({ type: 'guestChoseSignUp' });
      },
      setEmail(email) {
        local.setItem('email', email);
        dispatch({ type: 'emailChanged', email });
      },
      clear() {
        local.clear();
        tabStorage.clear();
        dispatch({ type: 'signedOut' });
      },
    }),
    [restore],
  );

  const value = useMemo(() => ({ state, actions }), [state, actions]);

  // Spec section 2: nothing is rendered until the session has been initialised.
  if (!state.initialized) return null;
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
