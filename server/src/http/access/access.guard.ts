import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { forbidden, unauthenticated } from '../../platform/errors/domain-error.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { accessRuleOf, allows, keyAllows, keyRuleOf } from './access.decorator.js';
import { contextOf, type RawRequest } from './request-context.js';
import { RequestCallers } from './request-callers.js';
import { requestOf } from './request-of.js';

/**
 * The one guard, global for REST and GraphQL alike: takes the caller from the request context
 * (a session token, HS256 only; or an API key) and then checks the handler's declared access rule,
 * and for a key the scope the handler asks of keys (@KeyScope; none declared: no key may call it).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly callers: RequestCallers,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = accessRuleOf(context.getHandler(), context.getClass());
    if (rule.kind === 'public') return true;
    // GraphQL runs the guard for every top-level field: the context checks the token once per request.
    const request = requestOf(context).raw;
    const user = await this.callers.of(request);
    if (!user) throw unauthenticated('Please log in first.');
    if (user.apiKey) {
      await this.countKeyRequest(request, user.apiKey.id);
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

  /** Once per request against the key's own rate limit (a refused count is tried again by the next field, as it is not counted). */
  private async countKeyRequest(request: RawRequest, keyId: string): Promise<void> {
    const context = contextOf(request);
    if (context.keyCounted) return;
    await this.limits.countApiKeyRequest(keyId);
    context.keyCounted = true;
  }
}
