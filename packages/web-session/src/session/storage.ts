import type { User } from './user';

/** Keys of spec 01 section 3. */
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';
export const EMAIL_VERIFIED_KEY = 'emailVerified';
/** Why the server ended the session (a suspension's reason), kept for this tab until the next sign-in. */
export const SIGNED_OUT_REASON_KEY = 'signedOutReason';

export interface StoredCredentials {
  token: string;
  user: User;
  /** Kept across browser restarts (Remember me) or only for this tab's session. */
  remember: boolean;
}

function stores(): Array<[Storage, boolean]> {
  if (typeof window === 'undefined') return [];
  return [
    [window.localStorage, true],
    [window.sessionStorage, false],
  ];
}

export function readCredentials(): StoredCredentials | null {
  for (const [store, remember] of stores()) {
    const token = store.getItem(TOKEN_KEY);
    const userText = store.getItem(USER_KEY);
    if (!token || !userText) continue;
    try {
      const user = JSON.parse(userText) as User;
      if (user && typeof user === 'object' && typeof user.id === 'string') return { token, user, remember };
    } catch {
      // A corrupt entry is as good as none.
    }
  }
  return null;
}

export function writeCredentials({ token, user, remember }: StoredCredentials): void {
  clearCredentials();
  const store = remember ? window.localStorage : window.sessionStorage;
  store.setItem(TOKEN_KEY, token);
  store.setItem(USER_KEY, JSON.stringify(user));
}

export function clearCredentials(): void {
  for (const [store] of stores()) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}

/**
 * The reason outlives the page that learnt it: a live push or a background refetch can find the
 * session refused on one page, and the user opens the next one before reading it.
 */
export function readSignedOutReason(): string | null {
  return typeof window === 'undefined' ? null : window.sessionStorage.getItem(SIGNED_OUT_REASON_KEY);
}

export function writeSignedOutReason(reason: string | null): void {
  if (typeof window === 'undefined') return;
  if (reason) window.sessionStorage.setItem(SIGNED_OUT_REASON_KEY, reason);
  else window.sessionStorage.removeItem(SIGNED_OUT_REASON_KEY);
}
