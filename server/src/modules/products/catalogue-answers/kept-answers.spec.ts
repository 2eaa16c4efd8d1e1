import 'reflect-metadata';
import { describe, expect, it, jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { Roles } from '../../../http/access/access.decorator.js';
import { AccessGuard } from '../../../http/access/access.guard.js';
import type { ApiKeyCheck } from '../../../http/access/api-key-check.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { RequestCallers } from '../../../http/access/request-callers.js';
import type { RawRequest } from '../../../http/access/request-context.js';
import type { SessionTokenCheck } from '../../../http/access/session-token-check.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import type { RateLimits } from '../../../platform/shared-state/rate-limits.js';
import { KeptCatalogueAnswers } from './kept-answers.js';

const juan: AuthUser = { id: 'u1', role: Role.Customer, fullName: 'Juan', sessionId: 's1' };
const QUERY = { query: '{ availableProducts { productId } }' };

class Catalogue {
  @Roles(Role.Customer) availableProducts() {}
}

/** A GraphQL field's execution context on one request (the GraphQL context's `req` as Fastify's, the raw one within). */
const fieldOf = (raw: RawRequest) =>
  ({
    getType: () => 'graphql',
    getHandler: () => Catalogue.prototype.availableProducts,
    getClass: () => Catalogue,
    getArgs: () => [{}, {}, { req: { raw, headers: raw.headers } }, {}],
  }) as unknown as ExecutionContext;

/** What @CurrentUser() gives a resolver, as Nest calls it. */
function currentUser(context: ExecutionContext): AuthUser {
  class Probe {
    field(@CurrentUser() _user: AuthUser) {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'field') as Record<
    string,
    { factory: (data: unknown, context: ExecutionContext) => AuthUser }
  >;
  return Object.values(args)[0].factory(undefined, context);
}

describe('kept catalogue answers read the caller from the request context', () => {
  it('one session check serves the kept answers, the guard and @CurrentUser of the same request', async () => {
    const userFor = jest.fn(async (token: string) => (token === 'remembered.token' ? juan : null));
    const verify = jest.fn(async () => juan);
    const tokens: SessionTokenCheck = { knownUser: () => null, userFor, verify };
    const callers = new RequestCallers(tokens, {} as ApiKeyCheck);
    const answers = new KeptCatalogueAnswers(callers, {
      cachedListings: () => ({ all: Object.freeze([]), available: Object.freeze([]) }),
    });
    const guard = new AccessGuard(callers, {} as RateLimits);
    const request: RawRequest = { headers: { authorization: 'Bearer remembered.token', accept: 'application/json' } };

    await expect(answers.slotFor(request, QUERY)).resolves.toMatchObject({ key: expect.stringContaining('Customer') });
    await expect(guard.canActivate(fieldOf(request))).resolves.toBe(true);
    expect(currentUser(fieldOf(request))).toBe(juan);

    expect(userFor).toHaveBeenCalledTimes(1);
    expect(verify).not.toHaveBeenCalled();
  });
});
