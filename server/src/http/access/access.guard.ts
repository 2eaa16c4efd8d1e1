import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { forbidden, unauthenticated } from '../../platform/errors/domain-error.js';
import { accessRuleOf, allows } from './access.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { bearerToken } from './bearer-token.js';
import { CACHED_TOKEN_CHECK, type CachedTokenCheck } from './cached-token-check.js';
import { requestOf } from './request-of.js';

/**
 * The one guard, global for REST and GraphQL alike: verifies the bearer token
 * (HS256 only, see JwtStrategy) and then the handler's declared access rule.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(@Inject(CACHED_TOKEN_CHECK) private readonly cachedTokens: CachedTokenCheck) {
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
      const token = bearerToken(request.headers.authorization);
      const cached = token ? await this.cachedTokens.userFor(token) : null;
      if (cached) request.user = cached;
      else await super.canActivate(context);
    }
    const user = request.user;
    if (!user) throw unauthenticated();
    if (!allows(rule, user) && rule.kind === 'roles') {
      throw forbidden(`Only ${rule.roles.join(' or ')} accounts can do this.`);
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info?: { message?: string }): TUser {
    // A failure while checking the token (database down) is a server error, not an ended session.
    if (error) throw error;
    if (!user) {
      // passport-jwt says "No auth token" when no bearer token was sent at all.
      throw unauthenticated(info?.message === 'No auth token' ? 'Please log in first.' : 'Your session is invalid or has expired. Please log in again.');
    }
    return user;
  }
}
