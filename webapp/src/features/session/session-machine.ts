import { storageKeys, type KeyValueStore } from '@/lib/storage';

/**
 * The session as a pure state machine, so every transition of spec section 4 is testable
 * without React.
 *
 *   guest (default, no user) --continue anonymously--> anonymous (server user, no credentials)
 *   guest | anonymous --sign in / sign up--> registered
 *   any --sign out / auth failure--> guest
 */

export type SessionKind = 'guest' | 'anonymous' | 'registered';

export type SessionUser = { id: string; email: string | null };

export type SessionState = {
  /** False until the stored session has been read; the app renders nothing before. */
  initialized: boolean;
  kind: SessionKind;
  user: SessionUser | null;
  /** A guest answered the guest prompt (Sign Up or Continue Anonymously). */
  guestChoiceMade: boolean;
  /** Set by sign-up so the next screens can greet a new account. */
  isNewUser: boolean;
};

export type StoredSession = { userId: string; email: string | null; guest: boolean; anonymous: boolean };

export type SessionEvent =
  | { type: 'restored'; stored: StoredSession | null; guestChoiceMade: boolean }
  | { type: 'signedIn'; user: SessionUser }
  | { type: 'signedUp'; user: SessionUser }
  | { type: 'anonymousCreated'; userId: string }
  | { type: 'guestChoseSignUp' }
  | { type: 'emailChanged'; email: string }
  | { type: 'signedOut' };

export const initialSessionState: SessionState = {
  initialized: false,
  kind: 'guest',
  user: null,
  guestChoiceMade: false,
  isNewUser: false,
};

function kindOf(stored: StoredSession): SessionKind {
  if (!stored.guest) return 'registered';
  // A stored user id always names a server account; a guest one is the anonymous kind.
  return 'anonymous';
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'restored':
      if (!event.stored) {
        return { ...initialSessionState, initialized: true, guestChoiceMade: event.guestChoiceMade };
      }
      return {
        ...state,
        initialized: true,
        kind: kindOf(event.stored),
        user: { id: event.stored.userId, email: event.stored.email },
        guestChoiceMade: true,
      };
    case 'signedIn':
      return { ...state, kind: 'registered', user: event.user, guestChoiceMade: true, isNewUser: false };
    case 'signedUp':
      return { ...state, kind: 'registered', user: event.user, guestChoiceMade: true, isNewUser: true };
    case 'anonymousCreated':
      return { ...state, kind: 'anonymous', user: { id: event.userId, email: null }, guestChoiceMade: true };
    case 'guestChoseSignUp':
      return { ...state, guestChoiceMade: true };
    case 'emailChanged':
      return state.user ? { ...state, user: { ...state.user, email: event.email } } : state;
    case 'signedOut':
      return { ...initialSessionState, initialized: true };
  }
}

/** The routes on which a guest is never prompted (spec section 4, guest prompt). */
const promptFreePaths = new Set(['/', '/privacy-notice', '/signin', '/signup']);

export function shouldShowGuestPrompt(state: SessionState, pathname: string): boolean {
  return state.initialized && state.kind === 'guest' && !state.guestChoiceMade && !promptFreePaths.has(pathname);
}

/** After the guest's choice, these routes remind a non-registered user that progress is temporary. */
export function shouldShowQuickReminder(state: SessionState, pathname: string): boolean {
  if (!state.initialized || state.kind === 'registered' || !state.guestChoiceMade) return false;
  return (
    pathname.startsWith('/report/') ||
    pathname === '/report' ||
    pathname === '/dashboard/account' ||
    pathname === '/dashboard/profile'
  );
}

export function readStoredSession(storage: KeyValueStore): StoredSession | null {
  const userId = storage.getItem(storageKeys.userId);
  if (!userId) return null;
  return {
    userId,
    email: storage.getItem(storageKeys.email) || null,
    guest: storage.getItem(storageKeys.guest) !== 'false',
    anonymous: storage.getItem(storageKeys.anonymous) === 'true',
  };
}

export function writeStoredSession(storage: KeyValueStore, stored: StoredSession): void {
  storage.setItem(storageKeys.userId, stored.userId);
  if (stored.email) storage.setItem(storageKeys.email, stored.email);
  else storage.removeItem(storageKeys.email);
  storage.setItem(storageKeys.guest, String(stored.guest));
  storage.setItem(storageKeys.anonymous, String(stored.anonymous));
}
