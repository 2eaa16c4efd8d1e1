import 'reflect-metadata';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DomainError } from '../../platform/errors/domain-error.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import type { ClientInfo } from '../../http/client-info.js';
import type { AppConfig } from '../../config/app-config.js';
import { parseRateLimits } from '../../config/security-config.js';
import type { PasswordHasher } from '../users/password-hasher.js';
import { Role } from '../../platform/identity/role.js';
import type { Session } from '../users/session.entity.js';
import type { SessionsService } from '../users/sessions.service.js';
import type { User } from '../users/user.entity.js';
import type { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import type { LoginInput } from './dto/login.input.js';
import type { IssuedToken, TokenService } from './token.service.js';

const PASSWORD = 'Tuyo-at-Sinangag-42';
const HASH = '$argon2id$v=19$m=19456,p=1,t=2$fake-salt$fake-hash';

function makeUser(overrides: Partial<User> = {}): User {
  return Object.assign(
    {
      id: 'user-1',
      role: Role.Customer,
      userName: 'juan',
      userNameKey: 'juan',
      fullName: 'Juan Dela Cruz',
      address: 'Manila',
      mobileNumber: '09171234567',
      emailAddress: 'juan@example.com',
      passwordHash: HASH,
      tokenVersion: 0,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    },
    overrides,
  ) as User;
}

/** A browser at an address: it keeps the cookies answers set, and sends them back. */
function browser(ip: string): ClientInfo & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    ip,
    secure: false,
    jar,
    cookie: (name) => jar.get(name),
    setCookie: (header) => {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

describe('AuthService.login', () => {
  const issued: IssuedToken = { token: 'signed.jwt.token', expiresAt: new Date('2030-01-01T08:00:00Z') };

  let accounts: User[];
  let findByUserName: jest.Mock<(userName: string) => Promise<User | null>>;
  let verify: jest.Mock<(hash: string | null, password: string) => Promise<boolean>>;
  let issue: jest.Mock<(user: User, session: Session) => IssuedToken>;
  let start: jest.Mock<(userId: string) => Promise<Session>>;
  let service: AuthService;
  let client: ReturnType<typeof browser>;
  const session = { id: 'session-1', userId: 'user-1' } as Session;

  beforeEach(() => {
    accounts = [
      makeUser(),
      makeUser({ id: 'emp-1', role: Role.Employee, userName: 'maria', userNameKey: 'maria', fullName: 'Maria Santos' }),
    ];
    findByUserName = jest.fn(
      async (userName: string) => accounts.find((u) => u.userNameKey === userName.toLowerCase()) ?? null,
    );
    verify = jest.fn(async (hash: string | null, password: string) => hash === HASH && password === PASSWORD);
    issue = jest.fn((_: User, __: Session) => issued);
    start = jest.fn(async (userId: string) => ({ ...session, userId }) as Session);
    client = browser('203.0.113.7');
    // The real limiter, in memory, at the default limits (10 failures per account and address or
    // known browser, 100 per account from unknown browsers, 30 per address).
    const limits = new RateLimits({ rateLimits: parseRateLimits({}) } as AppConfig, null);
    service = new AuthService(
      { findByUserName } as unknown as UsersService,
      { verify } as unknown as PasswordHasher,
      { issue } as unknown as TokenService,
      { start } as unknown as SessionsService,
      limits,
      new DeviceCookies({ jwtSecret: 'device-cookie-test-secret-of-enough-length-0123' } as AppConfig),
    );
  });

  describe('missing credentials', () => {
    it.each([
      ['an empty user name', { userName: '', password: PASSWORD }],
      ['an empty password', { userName: 'juan', password: '' }],
      ['both empty', { userName: '', password: '' }],
      ['no user name at all', { password: PASSWORD }],
      ['no password at all', { userName: 'juan' }],
    ])('%s → BAD_USER_INPUT "Please enter both username and password", hasher never called', async (_, input) => {
      const error = await rejectionOf(service.login(Role.Customer, input as LoginInput, client));
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe('Please enter both username and password');
      expect(verify).not.toHaveBeenCalled();
      expect(issue).not.toHaveBeenCalled();
    });
  });

  describe('wrong credentials', () => {
    it('unknown user: still runs the hasher (with a null hash, for equal timing) and says "Invalid username or password"', async () => {
      const error = await rejectionOf(service.login(Role.Customer, { userName: 'nobody', password: PASSWORD }, client));
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Invalid username or password');
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenCalledWith(null, PASSWORD);
      expect(issue).not.toHaveBeenCalled();
    });

    it('wrong password: the same UNAUTHENTICATED "Invalid username or password"', async () => {
      const error = await rejectionOf(
        service.login(Role.Customer, { userName: 'juan', password: 'not-the-password' }, client),
      );
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Invalid username or password');
      expect(verify).toHaveBeenCalledWith(HASH, 'not-the-password');
      expect(issue).not.toHaveBeenCalled();
    });

    it('wrong password on the other portal: the credentials error, not the portal hint (nothing leaks)', async () => {
      const error = await rejectionOf(
        service.login(Role.Customer, { userName: 'maria', password: 'not-the-password' }, client),
      );
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid username or password' });
    });
  });

  describe('wrong portal with the right password', () => {
    it('an Employee account on the Customer portal is refused with a pointer to the Employee Portal', async () => {
      const error = await rejectionOf(service.login(Role.Customer, { userName: 'maria', password: PASSWORD }, client));
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Employee accounts sign in through the Employee Portal.');
      expect(issue).not.toHaveBeenCalled();
    });

    it('a Customer account on the Employee portal is refused with a pointer to the customer login', async () => {
      const error = await rejectionOf(service.login(Role.Employee, { userName: 'juan', password: PASSWORD }, client));
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe(
        'This portal is strictly for employees. Customers sign in through the customer login.',
      );
      expect(issue).not.toHaveBeenCalled();
    });
  });

  describe('success', () => {
    it('a Customer on the Customer portal gets { token, userId, role, expiresAt } from TokenService.issue', async () => {
      const result = await service.login(Role.Customer, { userName: 'juan', password: PASSWORD }, client);
      expect(result).toEqual({
        token: 'signed.jwt.token',
        userId: 'user-1',
        role: Role.Customer,
        expiresAt: issued.expiresAt,
      });
      expect(issue).toHaveBeenCalledTimes(1);
      expect(start).toHaveBeenCalledWith('user-1');
      expect(issue).toHaveBeenCalledWith(accounts[0], expect.objectContaining({ id: 'session-1', userId: 'user-1' }));
      expect(verify).toHaveBeenCalledWith(HASH, PASSWORD);
    });

    it('an Employee on the Employee portal gets a token too', async () => {
      const result = await service.login(Role.Employee, { userName: 'maria', password: PASSWORD }, client);
      expect(result).toEqual({
        token: 'signed.jwt.token',
        userId: 'emp-1',
        role: Role.Employee,
        expiresAt: issued.expiresAt,
      });
      expect(issue).toHaveBeenCalledWith(accounts[1], expect.objectContaining({ userId: 'emp-1' }));
    });
  });

  describe('failed-login limits', () => {
    const right = (who: ClientInfo = client, userName = 'juan') =>
      service.login(Role.Customer, { userName, password: PASSWORD }, who);
    const wrong = (who: ClientInfo = client, userName = 'juan') =>
      service.login(Role.Customer, { userName, password: 'not-the-password' }, who);

    it('after 10 wrong passwords from one address the account answers it TOO_MANY_REQUESTS, even to the right password, without hashing', async () => {
      for (let i = 0; i < 10; i++) expect((await rejectionOf(wrong())).code).toBe('UNAUTHENTICATED');
      verify.mockClear();
      const locked = await rejectionOf(service.login(Role.Customer, { userName: 'JUAN', password: PASSWORD }, client));
      expect(locked).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed logins. Please wait a few minutes and try again.',
      });
      expect(locked.retryAfterSeconds).toBeGreaterThan(60);
      expect(verify).not.toHaveBeenCalled();
      // Another address is not that address.
      await expect(right(browser('192.0.2.50'))).resolves.toMatchObject({ userId: 'user-1' });
    });

    it('counts the account from every unknown browser too, at a looser limit: a spread-out attack is refused after 100', async () => {
      for (let i = 0; i < 100; i++)
        expect((await rejectionOf(wrong(browser(`198.51.${Math.floor(i / 10)}.${i % 10}`)))).code).toBe(
          'UNAUTHENTICATED',
        );
      expect((await rejectionOf(wrong(browser('192.0.2.200')))).code).toBe('TOO_MANY_REQUESTS');
      expect((await rejectionOf(right(browser('192.0.2.201')))).code).toBe('TOO_MANY_REQUESTS');
    });

    it('never locks out a browser the account has signed in from: it is counted on its own, by its device cookie', async () => {
      const owners = browser('192.0.2.10');
      await right(owners);
      expect([...owners.jar.keys()]).toEqual([expect.stringMatching(/^wd_[\w-]{12}$/)]);
      // A stranger's 1,000 wrong passwords from everywhere (and from the owner's own address).
      for (let i = 0; i < 1000; i++) await rejectionOf(wrong(browser(i % 2 ? '192.0.2.10' : `198.51.100.${i % 250}`)));
      verify.mockClear();
      await expect(right(owners)).resolves.toMatchObject({ userId: 'user-1' });
      expect(verify).toHaveBeenCalledTimes(1);
      // The owner's own browser is still limited: 10 wrong passwords from it, and it waits too.
      for (let i = 0; i < 10; i++) expect((await rejectionOf(wrong(owners))).code).toBe('UNAUTHENTICATED');
      expect((await rejectionOf(right(owners))).code).toBe('TOO_MANY_REQUESTS');
    });

    it('treats a forged device cookie, or one of another account, as an unknown browser', async () => {
      const owners = browser('192.0.2.10');
      await right(owners);
      const [[name, value]] = [...owners.jar];
      const forged = browser('198.51.100.1');
      forged.jar.set(name, `${value.split('.')[0]}.${'A'.repeat(43)}`);
      const otherAccount = browser('198.51.100.2');
      await service.login(Role.Employee, { userName: 'maria', password: PASSWORD }, otherAccount);
      const [[, mariasValue]] = [...otherAccount.jar];
      otherAccount.jar.set(name, mariasValue);
      for (const stranger of [forged, otherAccount]) {
        for (let i = 0; i < 10; i++) await rejectionOf(wrong(stranger));
        expect((await rejectionOf(right(stranger))).code).toBe('TOO_MANY_REQUESTS');
      }
    });

    it('counts the address whatever the accounts: 30 failures from one IP stop it', async () => {
      for (let i = 0; i < 30; i++) await rejectionOf(wrong(client, `guess-${i}`));
      expect((await rejectionOf(right())).code).toBe('TOO_MANY_REQUESTS');
      await expect(right(browser('192.0.2.1'))).resolves.toMatchObject({ userId: 'user-1' });
    });

    it('a successful login clears the run of failures of its address', async () => {
      const script = { ...browser(client.ip), setCookie: () => undefined };
      for (let i = 0; i < 9; i++) await rejectionOf(wrong(script));
      await right(script);
      for (let i = 0; i < 9; i++) expect((await rejectionOf(wrong(script))).code).toBe('UNAUTHENTICATED');
    });

    it('the right password on the wrong portal is not a failure', async () => {
      for (let i = 0; i < 12; i++)
        await rejectionOf(service.login(Role.Employee, { userName: 'juan', password: PASSWORD }, client));
      await expect(
        service.login(Role.Customer, { userName: 'juan', password: PASSWORD }, client),
      ).resolves.toMatchObject({ userId: 'user-1' });
    });
  });
});
