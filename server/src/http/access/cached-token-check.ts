import type { AuthUser } from '../../platform/identity/auth-user.js';

/** Injection token of the CachedTokenCheck the auth module provides. */
export const CACHED_TOKEN_CHECK = Symbol('CACHED_TOKEN_CHECK');

/**
 * A bearer token whose signature was verified before needs no verifying again: the same string
 * has the same signature. Answers the caller for such a token while it is unexpired and its
 * session live, or null when the full check (signature, expiry, session) must run.
 */
export interface CachedTokenCheck {
  userFor(token: string): Promise<AuthUser | null>;
  /** The same answer from memory alone: also null when the session would have to be read. */
  knownUser(token: string): AuthUser | null;
}
