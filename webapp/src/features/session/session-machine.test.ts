import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  readStoredSession,
  sessionReducer,
  shouldShowGuestPrompt,
  shouldShowQuickReminder,
  writeStoredSession,
  type SessionEvent,
  type SessionState,
} from './session-machine';

function run(...events: SessionEvent[]): SessionState {
  return events.reduce(sessionReducer, initialSessionState);
}

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe('session state machine', () => {
  it('starts uninitialised as a guest and becomes initialised when nothing is stored', () => {
    expect(initialSessionState).toMatchObject({ initialized: false, kind: 'guest', user: null });
    expect(run({ type: 'restored', stored: null, guestChoiceMade: false })).toMatchObject({
      initialized: true,
      kind: 'guest',
      user: null,
      guestChoiceMade: false,
    });
  });

  it('restores a registered user (guest false) and an anonymous one', () => {
    const registered = run({
      type: 'restored',
      stored: { userId: 'u1', email: 'a@example.org', guest: false, anonymous: false },
      guestChoiceMade: false,
    });
    expect(registered).toMatchObject({ kind: 'registered', user: { id: 'u1', email: 'a@example.org' } });

    const anonymous = run({
      type: 'restored',
      stored: { userId: 'u2', email: null, guest: true, anonymous: true },
      guestChoiceMade: false,
    });
    expect(anonymous).toMatchObject({ kind: 'anonymous', user: { id: 'u2', email: null }, guestChoiceMade: true });
  });

  it('guest -> anonymous -> registered by sign-up, marking the new user', () => {
    const state = run(
      { type: 'restored', stored: null, guestChoiceMade: false },
      { type: 'anonymousCreated', userId: 'u3' },
      { type: 'signedUp', user: { id: 'u3', email: 'b@example.org' } },
    );
    expect(state).toMatchObject({ kind: 'registered', isNewUser: true, user: { id: 'u3', email: 'b@example.org' } });
  });

  it('sign-in makes a registered user; sign-out returns to an initialised guest', () => {
    const signedIn = run(
      { type: 'restored', stored: null, guestChoiceMade: false },
      { type: 'signedIn', user: { id: 'u4', email: 'c@example.org' } },
    );
    expect(signedIn).toMatchObject({ kind: 'registered', isNewUser: false });
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual({ ...initialSessionState, initialized: true });
  });

  it('keeps the e-mail in step after an account change', () => {
    const state = run(
      { type: 'restored', stored: null, guestChoiceMade: false },
      { type: 'signedIn', user: { id: 'u5', email: 'old@example.org' } },
      { type: 'emailChanged', email: 'new@example.org' },
    );
    expect(state.user).toEqual({ id: 'u5', email: 'new@example.org' });
  });
});

describe('guest prompt and quick reminder rules', () => {
  const guest = run({ type: 'restored', stored: null, guestChoiceMade: false });

  it('prompts a guest without a choice everywhere except /, /privacy-notice, /signin, /signup', () => {
    for (const path of ['/', '/privacy-notice', '/signin', '/signup']) {
      expect(shouldShowGuestPrompt(guest, path)).toBe(false);
    }
    for (const path of ['/dashboard/reports', '/demographic', '/loneliness', '/report/x']) {
      expect(shouldShowGuestPrompt(guest, path)).toBe(true);
    }
  });

  it('stops prompting after a choice, and never prompts anonymous or registered users', () => {
    expect(shouldShowGuestPrompt(sessionReducer(guest, { type: 'guestChoseSignUp' }), '/dashboard')).toBe(false);
    expect(shouldShowGuestPrompt(sessionReducer(guest, { type: 'anonymousCreated', userId: 'u' }), '/dashboard')).toBe(false);
    expect(
      shouldShowGuestPrompt(sessionReducer(guest, { type: 'signedIn', user: { id: 'u', email: 'e' } }), '/dashboard'),
    ).toBe(false);
  });

  it('reminds a guest who chose, on /report/..., /dashboard/account and /dashboard/profile only', () => {
    const anonymous = sessionReducer(guest, { type: 'anonymousCreated', userId: 'u' });
    expect(shouldShowQuickReminder(anonymous, '/report/abc')).toBe(true);
    expect(shouldShowQuickReminder(anonymous, '/dashboard/account')).toBe(true);
    expect(shouldShowQuickReminder(anonymous, '/dashboard/profile')).toBe(true);
    expect(shouldShowQuickReminder(anonymous, '/dashboard/reports')).toBe(false);
    expect(shouldShowQuickReminder(guest, '/report/abc')).toBe(false);
    const registered = sessionReducer(anonymous, { type: 'signedUp', user: { id: 'u', email: 'e' } });
    expect(shouldShowQuickReminder(registered, '/report/abc')).toBe(false);
  });
});

describe('stored session', () => {
  it('round-trips userId, email, guest and anonymous through storage', () => {
    const store = memoryStore();
    expect(readStoredSession(store)).toBeNull();
    writeStoredSession(store, { userId: 'u', email: 'a@example.org', guest: false, anonymous: false });
    expect(store.getItem('guest')).toBe('false');
    expect(readStoredSession(store)).toEqual({ userId: 'u', email: 'a@example.org', guest: false, anonymous: false });
    writeStoredSession(store, { userId: 'v', email: null, guest: true, anonymous: true });
    expect(readStoredSession(store)).toEqual({ userId: 'v', email: null, guest: true, anonymous: true });
  });
});
