import type { Role } from './role.js';

/** Who is calling, as proven by a verified token and its live session (never taken from arguments). */
export interface AuthUser {
  readonly id: string;
  readonly role: Role;
  readonly fullName: string;
  /** The server-side session the token names; logout and password changes act on it. */
  readonly sessionId: string;
}

/** Claims of the tokens this server signs; FullName and exp are the legacy client's names. */
export interface TokenClaims {
  sub: string;
  role: Role;
  FullName: string;
  /** The session id: the token works only while that session is neither revoked nor expired. */
  sid: string;
  iat?: number;
  exp?: number;
}
