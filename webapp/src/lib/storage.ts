/**
 * Device storage keys shared by the session, the API client and the screens.
 * Wrapped so a browser that refuses storage (private mode, quotas) degrades to "nothing stored".
 */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  email: 'email',
  guest: 'guest',
  anonymous: 'anonymous',
} as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function safe(store: () => Storage): KeyValueStore {
  return {
    getItem: (key) => {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store().setItem(key, value);
      } catch {
        // Storage refused: the value lives only as long as the page.
      }
    },
    removeItem: (key) => {
      try {
        store().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
    clear: () => {
      try {
        store().clear();
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}

export const local: KeyValueStore = safe(() => window.localStorage);
export const session: KeyValueStore = safe(() => window.sessionStorage);
