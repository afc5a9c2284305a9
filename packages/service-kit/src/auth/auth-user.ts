export type Role = 'user' | 'admin';

/** Who is calling, read from a verified access token only. */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** Whether auth had seen the user's email verified when it signed the token (claim `ev`). */
  emailVerified: boolean;
}

/** Claims of the access tokens auth signs. */
export interface AccessTokenClaims {
  sub: string;
  /** The session (auth's refresh-token family) the token was issued for. */
  sid?: string;
  /**
   * The user's token generation when it was signed: a role or status change raises it, and every
   * app refuses the user's tokens below the generation announced in `auth.AccessRevoked`. Tokens
   * signed before generations existed have none, which counts as 0.
   */
  gen?: number;
  /**
   * Whether the user's email was verified when the token was signed: money routes refuse without it.
   * Tokens signed before the claim existed have none, which counts as unverified until a refresh.
   */
  ev?: boolean;
  username: string;
  name: string;
  role: Role;
}
