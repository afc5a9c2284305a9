export type Role = 'user' | 'admin';

/** Who is calling, read from a verified access token only. */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  role: Role;
}

/** Claims of the access tokens auth signs. */
export interface AccessTokenClaims {
  sub: string;
  /** The session (auth's refresh-token family) the token was issued for. */
  sid?: string;
  username: string;
  name: string;
  role: Role;
}
