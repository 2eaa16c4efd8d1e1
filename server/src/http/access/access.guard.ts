import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { forbidden, unauthenticated } from '../../platform/errors/domain-error.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { accessRuleOf, allows, keyAllows, keyRuleOf } from './access.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { API_KEY_CHECK, type ApiKeyCheck } from './api-key-check.js';
import { bearerOf } from './bearer-token.js';
import { CACHED_TOKEN_CHECK, type CachedTokenCheck } from './cached-token-check.js';
import { requestOf } from './request-of.js';

/**
 * The one guard, global for REST and GraphQL alike: verifies the bearer token (a session token,
 * HS256 only, see JwtStrategy; or an API key) and then the handler's declared access rule, and
 * for a key the scope the handler asks of keys (@KeyScope; none declared: no key may call it).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    @Inject(CACHED_TOKEN_CHECK) private readonly cachedTokens: CachedTokenCheck,
    @Inject(API_KEY_CHECK) private readonly apiKeys: ApiKeyCheck,
    private readonly limits: RateLimits,
  ) {
    super();
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = accessRuleOf(context.getHandler(), context.getClass());
    if (rule.kind === 'public') return true;
    // GraphQL runs the guard for every top-level field: verify the token once per request.
    const request = requestOf(context);
    if (!request.user) {
      const bearer = bearerOf(request.headers.authorization);
      if (bearer?.kind === 'apiKey') request.user = await this.keyHolder(bearer.secret);
      else {
        const cached = bearer ? await this.cachedTokens.userFor(bearer.token) : null;
        if (cached) request.user = cached;
        else await super.canActivate(context);
      }
    }
    const user = request.user;
    if (!user) throw unauthenticated();
    if (user.apiKey) {
      const keyRule = keyRuleOf(context.getHandler(), context.getClass());
      if (!keyAllows(keyRule, user.apiKey.scopes)) {
        throw forbidden(
          keyRule?.kind === 'scope'
            ? `This API key does not have the ${keyRule.scope} scope.`
            : 'API keys cannot do this; sign in.',
        );
      }
    }
    if (!allows(rule, user) && rule.kind === 'roles') {
      throw forbidden(`Only ${rule.roles.join(' or ')} accounts can do this.`);
    }
    return true;
  }

  /** The caller an API key stands for, counted against the key's own rate limit. */
  private async keyHolder(secret: string): Promise<AuthUser> {
    const caller = await this.apiKeys.callerFor(secret);
    await this.limits.countApiKeyRequest(caller.apiKey!.id);
    return caller;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info?: { message?: string }): TUser {
    // A failure while checking the token (database down) is a server error, not an ended session.
    if (error) throw error;
    if (!user) {
      // passport-jwt says "No auth token" when no bearer token was sent at all.
      throw unauthenticated(
        info?.message === 'No auth token'
          ? 'Please log in first.'
          : 'Your session is invalid or has expired. Please log in again.',
      );
    }
    return user;
  }
}
