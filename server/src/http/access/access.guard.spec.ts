import 'reflect-metadata';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { Role } from '../../platform/identity/role.js';
import { DomainError, unauthenticated } from '../../platform/errors/domain-error.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import type { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { ACCESS_KEY, KeyScope, PeopleOnly, Public, Roles, SignedIn, type AccessRule } from './access.decorator.js';
import { AccessGuard } from './access.guard.js';
import type { ApiKeyCheck } from './api-key-check.js';
import { RequestCallers, SESSION_ENDED } from './request-callers.js';
import type { SessionTokenCheck } from './session-token-check.js';

const customer: AuthUser = {
  id: 'u-customer',
  role: Role.Customer,
  fullName: 'Juan Dela Cruz',
  sessionId: 's-customer',
};
const employee: AuthUser = { id: 'u-employee', role: Role.Employee, fullName: 'Maria Santos', sessionId: 's-employee' };

type FakeRequest = { headers: { authorization?: string } };

/** Session tokens by their string: `fresh` ones need the full check, `remembered` ones were verified before. */
let fresh: Record<string, AuthUser>;
let remembered: Record<string, AuthUser>;
let fullChecks: number;
const tokens: SessionTokenCheck = {
  knownUser: () => null,
  userFor: async (token) => remembered[token] ?? null,
  verify: async (token) => (fullChecks++, fresh[token] ?? null),
};
/** No API key is known: a key is refused as the real check refuses it. */
const noKeys: ApiKeyCheck = {
  callerFor: async () => {
    throw unauthenticated('unknown key');
  },
};
/** Counts nothing and refuses nothing. */
const unlimited = { countApiKeyRequest: async () => undefined } as unknown as RateLimits;

beforeEach(() => {
  fresh = { 'customer.token': customer, 'employee.token': employee };
  remembered = {};
  fullChecks = 0;
});

/** A REST ('http') execution context for the given handler and controller class, its request as Fastify's (`raw` within). */
function httpContext(handler: Function, controller: Function, raw: FakeRequest = { headers: {} }): ExecutionContext {
  const request = { raw, headers: raw.headers };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}), getNext: () => () => undefined }),
    getArgs: () => [request, {}],
    getArgByIndex: (index: number) => [request, {}][index],
  } as unknown as ExecutionContext;
}

const bearer = (token: string): FakeRequest => ({ headers: { authorization: `Bearer ${token}` } });

/** A plain function carrying an access rule, as Nest would see a decorated handler or class. */
function withRule(rule: AccessRule | undefined): Function {
  const fn = function target() {};
  if (rule) Reflect.defineMetadata(ACCESS_KEY, rule, fn);
  return fn;
}

// Controllers decorated with the real decorators.
class OpenController {
  @Public() health() {}
  undecorated() {}
  @Roles(Role.Employee) employeesOnly() {}
  @Roles(Role.Customer, Role.Employee) eitherRole() {}
}

@Roles(Role.Employee)
class EmployeeController {
  inherits() {}
  @Public() publicOverride() {}
  @SignedIn() signedInOverride() {}
  @Roles(Role.Customer) customerOverride() {}
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

describe('AccessGuard.canActivate', () => {
  let guard: AccessGuard;
  const call = (handler: Function, controller: Function, request?: FakeRequest) =>
    guard.canActivate(httpContext(handler, controller, request));

  beforeEach(() => {
    guard = new AccessGuard(new RequestCallers(tokens, noKeys), unlimited);
  });

  describe('@Public handlers', () => {
    it('are allowed without a token, and without checking one that is sent', async () => {
      await expect(call(OpenController.prototype.health, OpenController)).resolves.toBe(true);
      await expect(call(OpenController.prototype.health, OpenController, bearer('forged.token'))).resolves.toBe(true);
      expect(fullChecks).toBe(0);
    });

    it('are allowed when the rule is set with Reflect.defineMetadata too', async () => {
      await expect(call(withRule({ kind: 'public' }), withRule(undefined))).resolves.toBe(true);
    });
  });

  describe('undecorated handlers need a signed-in user of any role', () => {
    it('ask to log in first when no bearer token was sent (nor any other credential)', async () => {
      for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer' }]) {
        const error = await rejectionOf(call(OpenController.prototype.undecorated, OpenController, { headers }));
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please log in first.' });
      }
    });

    it('report an invalid or expired session when the token is refused', async () => {
      const error = await rejectionOf(call(OpenController.prototype.undecorated, OpenController, bearer('forged')));
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: SESSION_ENDED });
    });

    it('allow a signed-in Customer and a signed-in Employee', async () => {
      await expect(call(OpenController.prototype.undecorated, OpenController, bearer('customer.token'))).resolves.toBe(
        true,
      );
      await expect(call(OpenController.prototype.undecorated, OpenController, bearer('employee.token'))).resolves.toBe(
        true,
      );
    });

    it('pass a failure of the check itself (database down) on as a server error, not as an ended session', async () => {
      const outage = new Error('connect ECONNREFUSED 127.0.0.1:3306');
      const failing = new AccessGuard(
        new RequestCallers({ ...tokens, verify: () => Promise.reject(outage) }, noKeys),
        unlimited,
      );
      const context = httpContext(OpenController.prototype.undecorated, OpenController, bearer('customer.token'));
      expect(await rejectionOf(failing.canActivate(context))).toBe(outage);
      // The exception filter answers such errors with 500 'Internal server error.' and never their message (error-classifier.spec.ts).
    });
  });

  describe('@SignedIn handlers', () => {
    it('allow any role', async () => {
      await expect(
        call(EmployeeController.prototype.signedInOverride, EmployeeController, bearer('customer.token')),
      ).resolves.toBe(true);
    });
  });

  describe('@Roles handlers', () => {
    it('refuse a Customer on an Employee-only handler with FORBIDDEN "Only Employee accounts can do this."', async () => {
      const error = await rejectionOf(
        call(OpenController.prototype.employeesOnly, OpenController, bearer('customer.token')),
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Employee accounts can do this.' });
    });

    it('allow an Employee on an Employee-only handler', async () => {
      await expect(
        call(OpenController.prototype.employeesOnly, OpenController, bearer('employee.token')),
      ).resolves.toBe(true);
    });

    it('still require a valid token first: a refused token is UNAUTHENTICATED before the role is checked', async () => {
      const error = await rejectionOf(call(OpenController.prototype.employeesOnly, OpenController, bearer('expired')));
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: SESSION_ENDED });
    });

    it('allow any of several listed roles', async () => {
      await expect(call(OpenController.prototype.eitherRole, OpenController, bearer('customer.token'))).resolves.toBe(
        true,
      );
    });
  });

  describe('class-level and handler-level rules', () => {
    it('apply the class-level rule when the handler has none', async () => {
      const error = await rejectionOf(
        call(EmployeeController.prototype.inherits, EmployeeController, bearer('customer.token')),
      );
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Employee accounts can do this.' });
    });

    it('let an Employee through a class-level @Roles(Employee)', async () => {
      await expect(
        call(EmployeeController.prototype.inherits, EmployeeController, bearer('employee.token')),
      ).resolves.toBe(true);
    });

    it('let a handler-level @Public override a class-level @Roles (no token checked)', async () => {
      await expect(call(EmployeeController.prototype.publicOverride, EmployeeController)).resolves.toBe(true);
    });

    it('let a handler-level @SignedIn override a class-level @Roles(Employee)', async () => {
      await expect(
        call(EmployeeController.prototype.signedInOverride, EmployeeController, bearer('customer.token')),
      ).resolves.toBe(true);
    });

    it('let a handler-level @Roles override a class-level @Roles', async () => {
      const error = await rejectionOf(
        call(EmployeeController.prototype.customerOverride, EmployeeController, bearer('employee.token')),
      );
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Customer accounts can do this.' });
    });

    it('do not let a class-level @Public open a handler that declares a stricter rule', async () => {
      const context = httpContext(
        withRule({ kind: 'roles', roles: [Role.Employee] }),
        withRule({ kind: 'public' }),
        bearer('customer.token'),
      );
      await expect(rejectionOf(guard.canActivate(context))).resolves.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('let a class-level @Public open handlers that declare nothing', async () => {
      await expect(call(withRule(undefined), withRule({ kind: 'public' }))).resolves.toBe(true);
    });
  });
});

describe('AccessGuard with a token verified before', () => {
  it('takes the caller without the full check, and still applies the role rule', async () => {
    remembered = { 'known.token.value': customer };
    const guard = new AccessGuard(new RequestCallers(tokens, noKeys), unlimited);
    await expect(
      guard.canActivate(httpContext(OpenController.prototype.undecorated, OpenController, bearer('known.token.value'))),
    ).resolves.toBe(true);
    const error = await rejectionOf(
      guard.canActivate(
        httpContext(OpenController.prototype.employeesOnly, OpenController, bearer('known.token.value')),
      ),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN' });
    expect(fullChecks).toBe(0);
  });

  it('runs the full check when the token was not verified before', async () => {
    const guard = new AccessGuard(new RequestCallers(tokens, noKeys), unlimited);
    await expect(
      guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController, bearer('employee.token'))),
    ).resolves.toBe(true);
    expect(fullChecks).toBe(1);
  });
});

class KeyedController {
  @Roles(Role.Customer) @KeyScope('orders:read') readOrders() {}
  @Roles(Role.Employee) @KeyScope('orders:decide') decide() {}
  @SignedIn() @PeopleOnly() changePassword() {}
  @SignedIn() undeclared() {}
}

describe('AccessGuard with an API key', () => {
  const keyCaller: AuthUser = { ...customer, sessionId: 'api-key:k1', apiKey: { id: 'k1', scopes: ['orders:read'] } };
  const counted: string[] = [];
  const limits = { countApiKeyRequest: async (id: string) => void counted.push(id) } as unknown as RateLimits;
  const keys: ApiKeyCheck = {
    callerFor: async (secret) => (secret === 'wtr_good' ? keyCaller : Promise.reject(unauthenticated('unknown key'))),
  };
  const guard = new AccessGuard(new RequestCallers(tokens, keys), limits);
  const call = (handler: Function, request = bearer('wtr_good')) =>
    guard.canActivate(httpContext(handler, KeyedController, request));

  beforeEach(() => {
    counted.length = 0;
  });

  it('lets a key call what its scope covers, counting the request against the key once', async () => {
    const request = bearer('wtr_good');
    await expect(call(KeyedController.prototype.readOrders, request)).resolves.toBe(true);
    // A second top-level GraphQL field of the same request: not counted again.
    await expect(call(KeyedController.prototype.readOrders, request)).resolves.toBe(true);
    expect(counted).toEqual(['k1']);
    expect(fullChecks).toBe(0);
  });

  it('refuses a scope the key lacks, a people-only handler and a handler that declares nothing for keys', async () => {
    await expect(rejectionOf(call(KeyedController.prototype.decide))).resolves.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This API key does not have the orders:decide scope.',
    });
    await expect(rejectionOf(call(KeyedController.prototype.changePassword))).resolves.toMatchObject({
      code: 'FORBIDDEN',
      message: 'API keys cannot do this; sign in.',
    });
    await expect(rejectionOf(call(KeyedController.prototype.undeclared))).resolves.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers UNAUTHENTICATED for an unknown key, never trying it as a session token', async () => {
    await expect(rejectionOf(call(KeyedController.prototype.readOrders, bearer('wtr_unknown')))).resolves.toMatchObject(
      { code: 'UNAUTHENTICATED', message: 'unknown key' },
    );
    expect(fullChecks).toBe(0);
  });
});
