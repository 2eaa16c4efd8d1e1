import type { IncomingMessage } from 'node:http';
import type { AuthUser } from '../../platform/identity/auth-user.js';

/**
 * Who is calling one request: each step of working it out runs at most once, and whoever asks
 * later (the edge, the kept answers, the GraphQL gates, the guard, @CurrentUser) reuses it. Kept
 * on the raw request, the one object all of them hold, and gone with it: the next request checks
 * the session again, so a logout or revocation ends the token from the next request on.
 * RequestCallers fills it; read it only through RequestCallers and callerOf.
 */
export interface RequestContext {
  /** The session caller as known from memory alone (null: not known so, which is not "nobody"). */
  known?: AuthUser | null;
  /** The caller of a session token verified before, its session checked (no signature check, no key). */
  verifiedBefore?: Promise<AuthUser | null>;
  /** The full check: null when no token was sent; rejected when the token is refused. */
  caller?: Promise<AuthUser | null>;
  /** The caller once the full check succeeded (what handlers read). */
  user?: AuthUser | null;
  /** Whether this request was counted against its API key's rate limit. */
  keyCounted?: boolean;
}

/** The request as the edge and Fastify's `request.raw` hold it (its headers are all the context reads). */
export type RawRequest = Pick<IncomingMessage, 'headers'>;

/** A symbol property, not a WeakMap: one property store on the request, no ephemeron for the GC per request. */
const CONTEXT = Symbol('waters.requestContext');
type Carrying = RawRequest & { [CONTEXT]?: RequestContext };

/** The request's context, made on the first ask. */
export function contextOf(request: RawRequest): RequestContext {
  return ((request as Carrying)[CONTEXT] ??= {});
}

/**
 * The caller the full check found for this request, for what runs after the guard (@CurrentUser,
 * field resolvers); undefined when no check ran (a public handler) or it refused the token.
 */
export function callerOf(request: RawRequest): AuthUser | null | undefined {
  return (request as Carrying)[CONTEXT]?.user;
}
