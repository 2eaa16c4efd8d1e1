import type { AuthUser } from '../../platform/identity/auth-user.js';

/** Injection token of the SessionTokenCheck the auth module provides. */
export const SESSION_TOKEN_CHECK = Symbol('SESSION_TOKEN_CHECK');

/**
 * Who a session token stands for, at three costs. A token whose signature was verified before
 * needs no verifying again (the same string has the same signature), never its expiry or session.
 */
export interface SessionTokenCheck {
  /** From memory alone: null also when the session would have to be read. */
  knownUser(token: string): AuthUser | null;
  /** For a token verified before, while unexpired and its session live; null when the full check must run. */
  userFor(token: string): Promise<AuthUser | null>;
  /** The full check (HS256 signature, expiry, live session of that account and role); null when refused. */
  verify(token: string): Promise<AuthUser | null>;
}
