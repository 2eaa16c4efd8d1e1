import { Inject, Injectable } from '@nestjs/common';
import { unauthenticated } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { API_KEY_CHECK, type ApiKeyCheck } from './api-key-check.js';
import { bearerOf, looseBearerTokenOf, sessionTokenOf } from './bearer-token.js';
import { contextOf, type RawRequest, type RequestContext } from './request-context.js';
import { SESSION_TOKEN_CHECK, type SessionTokenCheck } from './session-token-check.js';

export const SESSION_ENDED = 'Your session is invalid or has expired. Please log in again.';

/**
 * The one place a request's caller is worked out, into its RequestContext (as Vendure's
 * RequestContextService fills its RequestContext once per request). Three depths, each run at
 * most once per request and each reusing the one before: `known` (memory only, for the edge),
 * `verifiedBefore` (a session token seen before, for the kept answers) and `of` (the full check,
 * keys included, for the guard and the GraphQL gates). Identity comes from the token alone.
 */
@Injectable()
export class RequestCallers {
  constructor(
    @Inject(SESSION_TOKEN_CHECK) private readonly tokens: SessionTokenCheck,
    @Inject(API_KEY_CHECK) private readonly keys: ApiKeyCheck,
  ) {}

  /** The session caller from memory alone, never waiting (the edge); null when memory cannot tell. */
  known(request: RawRequest): AuthUser | null {
    const context = contextOf(request);
    if (context.known === undefined) {
      const token = sessionTokenOf(request.headers.authorization);
      context.known = token ? this.tokens.knownUser(token) : null;
    }
    return context.known;
  }

  /** The caller of a session token verified before, its session checked; null for a key, no token or a new token. */
  verifiedBefore(request: RawRequest): Promise<AuthUser | null> {
    const context = contextOf(request);
    return (context.verifiedBefore ??= this.readVerifiedBefore(request, context));
  }

  /**
   * The full check: the key's holder, or the session's caller (signature, expiry, live session);
   * null when no token was sent. Rejects with UNAUTHENTICATED for a refused token or key, and with
   * the check's own error when it could not be made (database down).
   */
  of(request: RawRequest): Promise<AuthUser | null> {
    const context = contextOf(request);
    return (context.caller ??= this.check(request, context));
  }

  /** The caller for decisions before any resolver (the GraphQL gates): null for none, a refused token or a header they never read. */
  orNull(request: RawRequest): Promise<AuthUser | null> {
    if (!bearerOf(request.headers.authorization)) return Promise.resolve(null);
    return this.of(request).catch(() => null);
  }

  private async readVerifiedBefore(request: RawRequest, context: RequestContext): Promise<AuthUser | null> {
    if (context.known) return context.known;
    const token = sessionTokenOf(request.headers.authorization);
    return token ? this.tokens.userFor(token) : null;
  }

  private async check(request: RawRequest, context: RequestContext): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    const bearer = bearerOf(header);
    const user =
      bearer?.kind === 'apiKey' ? await this.keys.callerFor(bearer.secret) : await this.sessionCaller(request, header);
    context.user = user;
    return user;
  }

  private async sessionCaller(request: RawRequest, header: string | undefined): Promise<AuthUser | null> {
    const remembered = await this.verifiedBefore(request);
    if (remembered) return remembered;
    const token = looseBearerTokenOf(header);
    if (token === null) return null;
    const user = await this.tokens.verify(token);
    if (!user) throw unauthenticated(SESSION_ENDED);
    return user;
  }
}
