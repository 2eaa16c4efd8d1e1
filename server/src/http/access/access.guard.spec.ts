import 'reflect-metadata';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { Role } from '../../platform/identity/role.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { ACCESS_KEY, Public, Roles, SignedIn, type AccessRule } from './access.decorator.js';
import { AccessGuard } from './access.guard.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import type { CachedTokenCheck } from './cached-token-check.js';
import type { ApiKeyCheck } from './api-key-check.js';
import { unauthenticated } from '../../platform/errors/domain-error.js';
import type { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { KeyScope, PeopleOnly } from './access.decorator.js';

const customer: AuthUser = {
  id: 'u-customer',
  role: Role.Customer,
  fullName: 'Juan Dela Cruz',
  sessionId: 's-customer',
};
const employee: AuthUser = { id: 'u-employee', role: Role.Employee, fullName: 'Maria Santos', sessionId: 's-employee' };

type FakeRequest = { user?: AuthUser; headers?: Record<string, string> };

/** No token was verified before: every check goes through passport. */
const nothingCached: CachedTokenCheck = { userFor: async () => null, knownUser: () => null };

/** No API key is known: a key is refused as the real check refuses it. */
const noKeys: ApiKeyCheck = {
  callerFor: async () => {
    throw unauthenticated('unknown key');
  },
};
/** Counts nothing and refuses nothing. */
const unlimited = { countApiKeyRequest: async () => undefined } as unknown as RateLimits;

/** A REST ('http') execution context for the given handler and controller class. */
function httpContext(handler: Function, controller: Function, request: FakeRequest = {}): ExecutionContext {
  request.headers ??= {};
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}), getNext: () => () => undefined }),
    switchToRpc: () => {
      throw new Error('not an RPC context');
    },
    switchToWs: () => {
      throw new Error('not a WS context');
    },
    getArgs: () => [request, {}],
    getArgByIndex: (index: number) => [request, {}][index],
  } as unknown as ExecutionContext;
}

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

/** The guard's parent: AuthGuard('jwt') from @nestjs/passport, whose canActivate runs passport. */
const passportGuardPrototype = Object.getPrototypeOf(AccessGuard.prototype) as {
  canActivate(context: ExecutionContext): Promise<boolean>;
};

/** Replaces passport with a fake that signs the given user in (or throws the given error). */
function fakePassport(outcome: { user: AuthUser } | { error: Error } | { noUser: true }) {
  return jest.spyOn(passportGuardPrototype, 'canActivate').mockImplementation(async (context: ExecutionContext) => {
    if ('error' in outcome) throw outcome.error;
    if ('user' in outcome) (context.switchToHttp().getRequest() as FakeRequest).user = outcome.user;
    return true;
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw, but nothing was thrown');
}

describe('AccessGuard.canActivate', () => {
  let guard: AccessGuard;

  beforeEach(() => {
    guard = new AccessGuard(nothingCached, noKeys, unlimited);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('the test double really replaces the parent AuthGuard("jwt").canActivate that the guard calls', () => {
    expect(typeof passportGuardPrototype.canActivate).toBe('function');
    expect(passportGuardPrototype).not.toBe(AccessGuard.prototype);
  });

  describe('@Public handlers', () => {
    it('are allowed without a user and without calling passport at all', async () => {
      const passport = fakePassport({ error: new Error('passport must not run') });
      const request: FakeRequest = {};

      await expect(
        guard.canActivate(httpContext(OpenController.prototype.health, OpenController, request)),
      ).resolves.toBe(true);
      expect(passport).not.toHaveBeenCalled();
      expect(request.user).toBeUndefined();
    });

    it('are allowed when the rule is set with Reflect.defineMetadata too', async () => {
      const passport = fakePassport({ error: new Error('passport must not run') });

      await expect(guard.canActivate(httpContext(withRule({ kind: 'public' }), withRule(undefined)))).resolves.toBe(
        true,
      );
      expect(passport).not.toHaveBeenCalled();
    });
  });

  describe('undecorated handlers need a signed-in user of any role', () => {
    it('run passport and propagate its error when the token is refused', async () => {
      const refused = new DomainError('UNAUTHENTICATED', 'Please log in first.');
      const passport = fakePassport({ error: refused });
      const context = httpContext(OpenController.prototype.undecorated, OpenController);

      expect(await rejectionOf(guard.canActivate(context))).toBe(refused);
      expect(passport).toHaveBeenCalledTimes(1);
      expect(passport).toHaveBeenCalledWith(context);
    });

    it('allow a signed-in Customer', async () => {
      fakePassport({ user: customer });
      await expect(guard.canActivate(httpContext(OpenController.prototype.undecorated, OpenController))).resolves.toBe(
        true,
      );
    });

    it('allow a signed-in Employee', async () => {
      fakePassport({ user: employee });
      await expect(guard.canActivate(httpContext(OpenController.prototype.undecorated, OpenController))).resolves.toBe(
        true,
      );
    });

    it('refuse with UNAUTHENTICATED when passport lets the request through without a user', async () => {
      fakePassport({ noUser: true });
      const error = await rejectionOf(
        guard.canActivate(httpContext(OpenController.prototype.undecorated, OpenController)),
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('@SignedIn handlers', () => {
    it('run passport and allow any role', async () => {
      const passport = fakePassport({ user: customer });
      await expect(
        guard.canActivate(httpContext(EmployeeController.prototype.signedInOverride, EmployeeController)),
      ).resolves.toBe(true);
      expect(passport).toHaveBeenCalledTimes(1);
    });
  });

  describe('@Roles handlers', () => {
    it('refuse a Customer on an Employee-only handler with FORBIDDEN "Only Employee accounts can do this."', async () => {
      fakePassport({ user: customer });
      const error = await rejectionOf(
        guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController)),
      );

      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Employee accounts can do this.' });
    });

    it('allow an Employee on an Employee-only handler', async () => {
      fakePassport({ user: employee });
      await expect(
        guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController)),
      ).resolves.toBe(true);
    });

    it('still require a valid token first: passport errors propagate before the role is checked', async () => {
      const refused = new DomainError(
        'UNAUTHENTICATED',
        'Your session is invalid or has expired. Please log in again.',
      );
      fakePassport({ error: refused });
      expect(
        await rejectionOf(guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController))),
      ).toBe(refused);
    });

    it('allow any of several listed roles', async () => {
      fakePassport({ user: customer });
      await expect(guard.canActivate(httpContext(OpenController.prototype.eitherRole, OpenController))).resolves.toBe(
        true,
      );
    });
  });

  describe('class-level and handler-level rules', () => {
    it('apply the class-level rule when the handler has none', async () => {
      fakePassport({ user: customer });
      const error = await rejectionOf(
        guard.canActivate(httpContext(EmployeeController.prototype.inherits, EmployeeController)),
      );
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Employee accounts can do this.' });
    });

    it('let an Employee through a class-level @Roles(Employee)', async () => {
      fakePassport({ user: employee });
      await expect(
        guard.canActivate(httpContext(EmployeeController.prototype.inherits, EmployeeController)),
      ).resolves.toBe(true);
    });

    it('let a handler-level @Public override a class-level @Roles (no passport)', async () => {
      const passport = fakePassport({ error: new Error('passport must not run') });
      await expect(
        guard.canActivate(httpContext(EmployeeController.prototype.publicOverride, EmployeeController)),
      ).resolves.toBe(true);
      expect(passport).not.toHaveBeenCalled();
    });

    it('let a handler-level @SignedIn override a class-level @Roles(Employee)', async () => {
      fakePassport({ user: customer });
      await expect(
        guard.canActivate(httpContext(EmployeeController.prototype.signedInOverride, EmployeeController)),
      ).resolves.toBe(true);
    });

    it('let a handler-level @Roles override a class-level @Roles', async () => {
      fakePassport({ user: employee });
      const error = await rejectionOf(
        guard.canActivate(httpContext(EmployeeController.prototype.customerOverride, EmployeeController)),
      );
      expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Only Customer accounts can do this.' });
    });

    it('do not let a class-level @Public open a handler that declares a stricter rule', async () => {
      fakePassport({ user: customer });
      const context = httpContext(withRule({ kind: 'roles', roles: [Role.Employee] }), withRule({ kind: 'public' }));
      await expect(rejectionOf(guard.canActivate(context))).resolves.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('let a class-level @Public open handlers that declare nothing', async () => {
      const passport = fakePassport({ error: new Error('passport must not run') });
      await expect(guard.canActivate(httpContext(withRule(undefined), withRule({ kind: 'public' })))).resolves.toBe(
        true,
      );
      expect(passport).not.toHaveBeenCalled();
    });
  });
});

describe('AccessGuard with a token verified before', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('takes the caller from the cached check without running passport, and still applies the role rule', async () => {
    const passport = fakePassport({ error: new Error('passport must not run') });
    const cached: CachedTokenCheck = {
      userFor: async (token) => (token === 'known.token.value' ? customer : null),
      knownUser: () => null,
    };
    const guard = new AccessGuard(cached, noKeys, unlimited);
    const request: FakeRequest = { headers: { authorization: 'Bearer known.token.value' } };
    await expect(
      guard.canActivate(httpContext(OpenController.prototype.undecorated, OpenController, request)),
    ).resolves.toBe(true);
    expect(request.user).toBe(customer);
    const other: FakeRequest = { headers: { authorization: 'Bearer known.token.value' } };
    const error = await rejectionOf(
      guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController, other)),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN' });
    expect(passport).not.toHaveBeenCalled();
  });

  it('runs the full check (passport) when the cache does not vouch for the token', async () => {
    const passport = fakePassport({ user: employee });
    const guard = new AccessGuard(nothingCached, noKeys, unlimited);
    const request: FakeRequest = { headers: { authorization: 'Bearer unknown.token.value' } };
    await expect(
      guard.canActivate(httpContext(OpenController.prototype.employeesOnly, OpenController, request)),
    ).resolves.toBe(true);
    expect(passport).toHaveBeenCalledTimes(1);
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
  const guard = new AccessGuard(nothingCached, keys, limits);
  const call = (handler: Function, token = 'wtr_good') =>
    guard.canActivate(httpContext(handler, KeyedController, { headers: { authorization: `Bearer ${token}` } }));

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lets a key call what its scope covers, without passport, counting the request against the key', async () => {
    const passport = fakePassport({ error: new Error('passport must not run') });
    counted.length = 0;
    await expect(call(KeyedController.prototype.readOrders)).resolves.toBe(true);
    expect(counted).toEqual(['k1']);
    expect(passport).not.toHaveBeenCalled();
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
    const passport = fakePassport({ error: new Error('passport must not run') });
    await expect(rejectionOf(call(KeyedController.prototype.readOrders, 'wtr_unknown'))).resolves.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(passport).not.toHaveBeenCalled();
  });
});

describe('AccessGuard.handleRequest', () => {
  const guard = new AccessGuard(nothingCached, noKeys, unlimited);

  it('asks to log in first when no bearer token was sent (passport-jwt: "No auth token")', () => {
    const error = thrownBy(() => guard.handleRequest(null, false, { message: 'No auth token' }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please log in first.' });
  });

  it('recognises passport-jwt\'s real "No auth token" Error object as info', () => {
    const error = thrownBy(() => guard.handleRequest(null, false, new Error('No auth token')));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please log in first.' });
  });

  it('reports an invalid or expired session when the token was refused', () => {
    const error = thrownBy(() => guard.handleRequest(null, false, { message: 'jwt expired' }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session is invalid or has expired. Please log in again.',
    });
  });

  it('reports an invalid session when the strategy rejected the account (no info)', () => {
    const error = thrownBy(() => guard.handleRequest(null, false));
    expect(error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session is invalid or has expired. Please log in again.',
    });
  });

  it('passes a failure of the check itself (database down) on as a server error, not as an ended session', () => {
    const outage = new Error('connect ECONNREFUSED 127.0.0.1:3306');
    expect(thrownBy(() => guard.handleRequest(outage, customer))).toBe(outage);
    expect(thrownBy(() => guard.handleRequest(outage, false))).toBe(outage);
    // The exception filter answers such errors with 500 'Internal server error.' and never their message (error-classifier.spec.ts).
  });

  it('returns the user when there is no error', () => {
    expect(guard.handleRequest(null, customer)).toBe(customer);
  });
});
