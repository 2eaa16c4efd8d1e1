import 'reflect-metadata';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { unauthenticated } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import type { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { KeyScope, Roles } from './access.decorator.js';
import { AccessGuard } from './access.guard.js';
import type { ApiKeyCheck } from './api-key-check.js';
import { CurrentUser } from './current-user.decorator.js';
import { RequestCallers, SESSION_ENDED } from './request-callers.js';
import { callerOf, type RawRequest } from './request-context.js';
import type { SessionTokenCheck } from './session-token-check.js';

const juan: AuthUser = { id: 'u1', role: Role.Customer, fullName: 'Juan', sessionId: 's1' };
const keyHolder: AuthUser = { ...juan, sessionId: 'api-key:k1', apiKey: { id: 'k1', scopes: ['catalogue:read'] } };

class Shop {
  @Roles(Role.Customer) @KeyScope('catalogue:read') orders() {}
  @Roles(Role.Customer) @KeyScope('catalogue:read') cart() {}
}

/** What @CurrentUser() computes for a request, as Nest calls it. */
function currentUserOf(context: ExecutionContext): AuthUser {
  class Probe {
    handler(@CurrentUser() _user: AuthUser) {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<
    string,
    { factory: (data: unknown, context: ExecutionContext) => AuthUser }
  >;
  return Object.values(args)[0].factory(undefined, context);
}

/** A REST execution context on a handler of Shop; the request as Fastify's, the raw one within. */
function contextFor(raw: RawRequest, handler: Function): ExecutionContext {
  const request = { raw, headers: raw.headers };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Shop,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const requestWith = (authorization?: string): RawRequest => ({ headers: authorization ? { authorization } : {} });

describe('RequestCallers: the caller, worked out once per request', () => {
  /** Live sessions' tokens: `remembered` were verified before, `fresh` need the full check. */
  let remembered: Map<string, AuthUser>;
  let fresh: Map<string, AuthUser>;
  let inMemory: Map<string, AuthUser>;
  let tokens: { [K in keyof SessionTokenCheck]: jest.Mock<SessionTokenCheck[K]> };
  let keys: { callerFor: jest.Mock<ApiKeyCheck['callerFor']> };
  let callers: RequestCallers;
  let guard: AccessGuard;

  beforeEach(() => {
    remembered = new Map([['remembered.token', juan]]);
    fresh = new Map([['fresh.token', juan]]);
    inMemory = new Map();
    tokens = {
      knownUser: jest.fn((token: string) => inMemory.get(token) ?? null),
      userFor: jest.fn(async (token: string) => remembered.get(token) ?? null),
      verify: jest.fn(async (token: string) => fresh.get(token) ?? null),
    };
    keys = {
      callerFor: jest.fn(async (secret: string) => {
        if (secret === 'wtr_live') return keyHolder;
        throw unauthenticated('This API key is unknown, revoked or expired.');
      }),
    };
    callers = new RequestCallers(tokens, keys);
    guard = new AccessGuard(callers, { countApiKeyRequest: async () => undefined } as unknown as RateLimits);
  });

  /** The kept answers, the gate, the guard for two GraphQL fields and @CurrentUser, in that order, on one request. */
  async function everyAsker(request: RawRequest) {
    const kept = await callers.verifiedBefore(request);
    const gate = await callers.orNull(request);
    await guard.canActivate(contextFor(request, Shop.prototype.orders));
    await guard.canActivate(contextFor(request, Shop.prototype.cart));
    return { kept, gate, current: currentUserOf(contextFor(request, Shop.prototype.orders)) };
  }

  it('checks a session token verified before once, for the kept answers, the gate, the guard and @CurrentUser', async () => {
    const request = requestWith('Bearer remembered.token');
    await expect(everyAsker(request)).resolves.toEqual({ kept: juan, gate: juan, current: juan });
    expect(tokens.userFor).toHaveBeenCalledTimes(1);
    expect(tokens.verify).not.toHaveBeenCalled();
    expect(callerOf(request)).toBe(juan);
  });

  it('checks a new session token in full once (the kept answers keep nothing for it)', async () => {
    const request = requestWith('Bearer fresh.token');
    await expect(everyAsker(request)).resolves.toEqual({ kept: null, gate: juan, current: juan });
    expect(tokens.userFor).toHaveBeenCalledTimes(1);
    expect(tokens.verify).toHaveBeenCalledTimes(1);
    expect(tokens.verify).toHaveBeenCalledWith('fresh.token');
  });

  it('reuses what the edge knew from memory, reading no session', async () => {
    inMemory.set('remembered.token', juan);
    const request = requestWith('Bearer remembered.token');
    expect(callers.known(request)).toBe(juan);
    await expect(everyAsker(request)).resolves.toEqual({ kept: juan, gate: juan, current: juan });
    expect(tokens.knownUser).toHaveBeenCalledTimes(1);
    expect(tokens.userFor).not.toHaveBeenCalled();
  });

  it('asks for an API key once, never as a session token, and keeps no catalogue answer for it', async () => {
    const request = requestWith('Bearer wtr_live');
    expect(callers.known(request)).toBeNull();
    await expect(everyAsker(request)).resolves.toEqual({ kept: null, gate: keyHolder, current: keyHolder });
    expect(keys.callerFor).toHaveBeenCalledTimes(1);
    expect(tokens.userFor).not.toHaveBeenCalled();
    expect(tokens.verify).not.toHaveBeenCalled();
  });

  it('refuses an unknown key with its own message, once for every field', async () => {
    const request = requestWith('Bearer wtr_unknown');
    await expect(callers.orNull(request)).resolves.toBeNull();
    const refusal = { code: 'UNAUTHENTICATED', message: 'This API key is unknown, revoked or expired.' };
    await expect(guard.canActivate(contextFor(request, Shop.prototype.orders))).rejects.toMatchObject(refusal);
    await expect(guard.canActivate(contextFor(request, Shop.prototype.cart))).rejects.toMatchObject(refusal);
    expect(keys.callerFor).toHaveBeenCalledTimes(1);
  });

  it('finds nobody without a token: the guard asks to log in first, and nothing is checked', async () => {
    for (const header of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const request = requestWith(header);
      expect(callers.known(request)).toBeNull();
      await expect(callers.verifiedBefore(request)).resolves.toBeNull();
      await expect(callers.orNull(request)).resolves.toBeNull();
      await expect(guard.canActivate(contextFor(request, Shop.prototype.orders))).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please log in first.',
      });
      expect(callerOf(request)).toBeNull();
    }
    expect(tokens.userFor).not.toHaveBeenCalled();
    expect(tokens.verify).not.toHaveBeenCalled();
  });

  it('ends a revoked session from the next request on; the request that resolved it keeps its caller', async () => {
    const during = requestWith('Bearer remembered.token');
    await guard.canActivate(contextFor(during, Shop.prototype.orders));
    remembered.clear(); // logout or a password change elsewhere: the session is no longer live
    fresh.clear();
    await expect(guard.canActivate(contextFor(during, Shop.prototype.cart))).resolves.toBe(true);
    const next = requestWith('Bearer remembered.token');
    await expect(guard.canActivate(contextFor(next, Shop.prototype.orders))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: SESSION_ENDED,
    });
    await expect(callers.orNull(next)).resolves.toBeNull();
    expect(callerOf(next)).toBeUndefined();
    expect(tokens.verify).toHaveBeenCalledTimes(1);
  });

  it('checks a header passport-jwt read but bearerOf does not as a session token, as the guard always did', async () => {
    const request = requestWith('Bearer  fresh.token');
    await expect(guard.canActivate(contextFor(request, Shop.prototype.orders))).resolves.toBe(true);
    expect(tokens.verify).toHaveBeenCalledWith('fresh.token');
    // The GraphQL gates read a well-formed header only, as they always did.
    await expect(callers.orNull(requestWith('Bearer  fresh.token'))).resolves.toBeNull();
    const looseKey = requestWith('Bearer  wtr_live extra');
    await expect(guard.canActivate(contextFor(looseKey, Shop.prototype.orders))).rejects.toMatchObject({
      message: SESSION_ENDED,
    });
    expect(keys.callerFor).not.toHaveBeenCalled();
  });

  it('keeps each request to itself', async () => {
    await callers.of(requestWith('Bearer remembered.token'));
    await callers.of(requestWith('Bearer remembered.token'));
    expect(tokens.userFor).toHaveBeenCalledTimes(2);
  });
});
