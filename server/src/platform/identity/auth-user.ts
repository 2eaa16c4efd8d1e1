import type { ApiScope } from './api-scope.js';
import type { Role } from './role.js';

/** The API key a caller used instead of a session (its scopes bound what it may do). */
export interface ApiKeyGrant {
  readonly id: string;
  readonly scopes: readonly ApiScope[];
}

/** Who is calling, as proven by a verified token and its live session (never taken from arguments). */
export interface AuthUser {
  readonly id: string;
  readonly role: Role;
  readonly fullName: string;
  /** The server-side session the token names; logout and password changes act on it. */
  readonly sessionId: string;
  /** Set when the caller sent an API key: no session then (sessionId names no session row). */
  readonly apiKey?: ApiKeyGrant;
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
