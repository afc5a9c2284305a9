import { ApiError } from '../api/api-error';
import { api, bindTokenSource } from '../api/http';
import { tokenExpiry, tokenSaysEmailVerified } from './jwt-expiry';
import {
  clearCredentials,
  readCredentials,
  readSignedOutReason,
  TOKEN_KEY,
  writeCredentials,
  writeSignedOutReason,
} from './storage';
import type { AuthResult, User } from './user';

/** Auth state of spec 01 section 3: user, token, loading, error, initialized. */
export interface SessionState {
  user: User | null;
  token: string | null;
  initialized: boolean;
  loading: boolean;
  error: string | null;
  /** Why the server ended the session, when it said (a suspension's reason), until the next sign-in. */
  signedOutReason: string | null;
}

export interface LoginPayload {
  email: string;
  password: string;
}

interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeToken: string;
  expiresIn: number;
}

export interface RegisterPayload {
  name: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  /** YYYY-MM-DD; auth refuses anyone under 18 with 403. */
  dateOfBirth: string;
}

/**
 * The password was right and the account has two-factor authentication: no session yet. The code
 * goes to `completeTwoFactorLogin` with the challenge, within `expiresIn` seconds.
 */
export class TwoFactorRequired extends Error {
  constructor(
    readonly challengeToken: string,
    readonly expiresIn: number,
  ) {
    super('Two-factor authentication code required');
    this.name = 'TwoFactorRequired';
  }
}

/** Refresh this long before the access token expires, so calls never race its expiry. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * The visitor's session, outside React so the API client and the live connection read the same
 * token. Credentials live in localStorage (Remember me) or sessionStorage under the keys of the
 * specification; the access token is short-lived and renewed through the HttpOnly refresh cookie.
 */
export class SessionStore {
  private state: SessionState = {
    user: null,
    token: null,
    initialized: false,
    loading: false,
    error: null,
    signedOutReason: null,
  };
  private readonly listeners = new Set<() => void>();
  private remember = true;
  private refreshing: Promise<string | null> | null = null;
  /** Counts profile changes, so a token check that started before one never puts the old user back. */
  private userChanges = 0;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private started = false;

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the stored credentials, then checks the token with the server (spec 01 section 4). */
  start(): void {
    if (this.started) return;
    this.started = true;
    bindTokenSource({ token: () => this.state.token, refresh: () => this.refresh() });
    const stored = readCredentials();
    if (stored) {
      this.remember = stored.remember;
      this.set({ user: stored.user, token: stored.token, initialized: true });
      this.scheduleRefresh();
      void this.verify();
    } else {
      clearCredentials();
      this.set({ user: null, token: null, initialized: true, signedOutReason: readSignedOutReason() });
    }
    window.addEventListener('storage', this.onStorage);
  }

  /** Throws `TwoFactorRequired` when the account asks for a code after the password. */
  async login(payload: LoginPayload, options: { remember: boolean }): Promise<User> {
    return this.authenticate('/api/auth/login', payload, 'Login failed', options.remember);
  }

  /** The login's second step: the challenge of `TwoFactorRequired` and an app or recovery code. */
  async completeTwoFactorLogin(
    challengeToken: string,
    code: string,
    options: { remember: boolean },
  ): Promise<User> {
    return this.authenticate(
      '/api/auth/login/2fa',
      { challengeToken, code },
      'Login failed',
      options.remember,
    );
  }

  async register(payload: RegisterPayload): Promise<User> {
    return this.authenticate('/api/auth/register', payload, 'Registration failed', true);
  }

  /** Ends the session on the server (revokes the refresh cookie) and here, whatever the server says. */
  async logout(): Promise<void> {
    await api('/api/auth/logout', { method: 'POST', auth: false }).catch(() => undefined);
    this.clear();
  }

  /** The user after a profile change or a verified email, stored where the session is. */
  updateUser(user: User): void {
    if (!this.state.token) return;
    this.userChanges++;
    writeCredentials({ token: this.state.token, user, remember: this.remember });
    this.set({ user });
  }

  /**
   * After the PIN: the user shows verified at once, and a refreshed access token carries the claim
   * the money routes ask for (the one held now was signed before the email was verified).
   */
  async confirmEmailVerified(user: User): Promise<void> {
    this.updateUser(user);
    if (this.state.token && !tokenSaysEmailVerified(this.state.token)) await this.refresh();
  }

  /**
   * Spec: a failed token check signs the user out and clears stored credentials. Failed means the
   * server refused the token (and its refresh); a server or network hiccup proves nothing about
   * the session, so it keeps the user signed in, and the next call tries again.
   */
  async verify(): Promise<void> {
    if (!this.state.token) throw new Error('No token found');
    const changesBefore = this.userChanges;
    try {
      const { data } = await api<{ user: User }>('/api/auth/verify-token', {
        method: 'POST',
        fallback: 'Token verification failed',
      });
      // A profile saved while the check was on its way is newer than the user the check read.
      if (this.state.token && data?.user && this.userChanges === changesBefore) {
        // Verified elsewhere (another tab, the emailed link) since this token was signed.
        if (data.user.isEmailVerified) await this.confirmEmailVerified(data.user);
        else this.updateUser(data.user);
      }
    } catch (error) {
      // A refused refresh has signed out already, with the server's reason: keep it.
      if (isSessionRefused(error) && this.state.token) this.clear(reasonGiven(error));
    }
  }

  /** A new access token from the refresh cookie; one request at a time however many calls ask. */
  refresh(): Promise<string | null> {
    this.refreshing ??= this.requestRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async requestRefresh(): Promise<string | null> {
    const stale = this.state.token;
    // Tabs share the refresh cookie, and a rotated cookie used twice revokes the session: one tab at a time.
    return navigator.locks
      ? navigator.locks.request('p2p-session-refresh', () => this.refreshUnlessDone(stale))
      : this.refreshUnlessDone(stale);
  }

  private async refreshUnlessDone(stale: string | null): Promise<string | null> {
    const stored = readCredentials();
    if (
      stored &&
      stored.token !== stale &&
      (tokenExpiry(stored.token) ?? 0) > Date.now() + REFRESH_AHEAD_MS
    ) {
      // Another tab refreshed while this one waited for the lock.
      this.establish(stored, stored.remember);
      return stored.token;
    }
    try {
      const { data } = await api<AuthResult>('/api/auth/refresh', { method: 'POST', auth: false });
      if (!this.state.token) return null; // signed out meanwhile
      this.establish(data, this.remember);
      return data.token;
    } catch (error) {
      // The cookie is gone, expired or revoked: the session is over. A network failure is not proof of that.
      // Only a session still held here ends: a call sent before the sign-out, refused now the cookie is
      // gone (401, no reason), must not erase the reason the first refusal gave.
      if (isSessionRefused(error) && this.state.token) this.clear(reasonGiven(error));
      return null;
    }
  }

  private async authenticate(
    path: string,
    payload: object,
    fallback: string,
    remember: boolean,
  ): Promise<User> {
    this.set({ loading: true, error: null });
    try {
      const { data } = await api<AuthResult | TwoFactorChallenge>(path, {
        method: 'POST',
        body: payload,
        auth: false,
        fallback,
      });
      if ('twoFactorRequired' in data) throw new TwoFactorRequired(data.challengeToken, data.expiresIn);
      this.establish(data, remember);
      this.set({ loading: false });
      return data.user;
    } catch (error) {
      this.set({
        loading: false,
        error: error instanceof TwoFactorRequired ? null : (error as Error).message,
      });
      throw error;
    }
  }

  private establish({ token, user }: AuthResult, remember: boolean): void {
    this.remember = remember;
    writeCredentials({ token, user, remember });
    writeSignedOutReason(null);
    this.set({ token, user, initialized: true, error: null, signedOutReason: null });
    this.scheduleRefresh();
  }

  private clear(signedOutReason: string | null = null): void {
    clearTimeout(this.refreshTimer);
    clearCredentials();
    writeSignedOutReason(signedOutReason);
    this.set({ user: null, token: null, error: null, loading: false, signedOutReason });
  }

  private scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    const expiry = this.state.token ? tokenExpiry(this.state.token) : null;
    if (expiry === null) return;
    const delay = Math.max(expiry - Date.now() - REFRESH_AHEAD_MS, 5_000);
    this.refreshTimer = setTimeout(() => void this.refresh(), delay);
  }

  /** Another tab signed in or out: follow it, so two tabs never act as two different users. */
  private onStorage = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== TOKEN_KEY) return;
    const stored = readCredentials();
    if (!stored) {
      clearTimeout(this.refreshTimer);
      this.set({ user: null, token: null });
    } else if (stored.token !== this.state.token) {
      this.remember = stored.remember;
      this.set({ user: stored.user, token: stored.token });
      this.scheduleRefresh();
    }
  };

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The server said no to the credentials themselves; a 429, a 5xx or no answer at all is not that. */
function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * A 403 on a session's own token or refresh is the account refused as such (suspended), and its
 * message says why; a 401 is only an expired or revoked session, which needs no explanation.
 */
function reasonGiven(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 ? error.message : null;
}
