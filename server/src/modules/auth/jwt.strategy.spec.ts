import 'reflect-metadata';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { TokenClaims } from '../../platform/identity/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { Role } from '../../platform/identity/role.js';
import type { SessionAccount, SessionsService } from '../users/sessions.service.js';
import type { AppRequest } from '../../http/access/request-of.js';
import { JwtStrategy } from './jwt.strategy.js';

const config = { jwtSecret: 'x'.repeat(40), jwtLifetimeSeconds: 3600 } as unknown as AppConfig;

const juan: SessionAccount = { userId: 'user-1', role: Role.Customer, fullName: 'Juan Dela Cruz' };

/** A request carrying a bearer token, as passport hands it to validate. */
const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as AppRequest;
const REQUEST = requestWith('header.payload.signature');

function claimsFor(account: SessionAccount, overrides: Partial<TokenClaims> = {}): TokenClaims {
  return {
    sub: account.userId,
    role: account.role,
    FullName: account.fullName,
    sid: 'session-1',
    iat: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

describe('JwtStrategy.validate', () => {
  /** Live sessions by id, as SessionsService.findActive would find them (revoked and expired ones are absent). */
  let live: Map<string, SessionAccount>;
  /** What SessionsService.knownActive finds in its cache without reading. */
  let cached: Map<string, SessionAccount>;
  let findActive: jest.Mock<(sessionId: string) => Promise<SessionAccount | null>>;
  let strategy: JwtStrategy;

  beforeEach(() => {
    live = new Map([['session-1', juan]]);
    cached = new Map();
    findActive = jest.fn(async (sessionId: string) => live.get(sessionId) ?? null);
    strategy = new JwtStrategy(config, {
      findActive,
      knownActive: (sessionId: string) => cached.get(sessionId),
    } as unknown as SessionsService);
  });

  it('returns { id, role, fullName, sessionId } for a token of a live session, in one lookup', async () => {
    await expect(strategy.validate(REQUEST, claimsFor(juan))).resolves.toEqual({
      id: 'user-1',
      role: Role.Customer,
      fullName: 'Juan Dela Cruz',
      sessionId: 'session-1',
    });
    expect(findActive).toHaveBeenCalledTimes(1);
    expect(findActive).toHaveBeenCalledWith('session-1');
  });

  it('takes the name from the account, not from the token', async () => {
    live.set('session-1', { ...juan, fullName: 'Juan Renamed' });
    await expect(strategy.validate(REQUEST, claimsFor(juan, { FullName: 'Someone Else' }))).resolves.toMatchObject({
      fullName: 'Juan Renamed',
    });
  });

  it('works for an Employee account too', async () => {
    const maria = { userId: 'emp-1', role: Role.Employee, fullName: 'Maria Santos' };
    live.set('session-2', maria);
    await expect(strategy.validate(REQUEST, claimsFor(maria, { sid: 'session-2' }))).resolves.toEqual({
      id: 'emp-1',
      role: Role.Employee,
      fullName: 'Maria Santos',
      sessionId: 'session-2',
    });
  });

  it('returns false when the session was revoked (logout, password changed elsewhere) or has expired', async () => {
    live.clear();
    await expect(strategy.validate(REQUEST, claimsFor(juan))).resolves.toBe(false);
  });

  it('returns false when the session belongs to another account than the token names', async () => {
    await expect(strategy.validate(REQUEST, claimsFor(juan, { sub: 'user-2' }))).resolves.toBe(false);
  });

  it('returns false when the role in the token differs from the account role', async () => {
    await expect(strategy.validate(REQUEST, claimsFor(juan, { role: Role.Employee }))).resolves.toBe(false);
  });

  it('returns false when the account role changed after the token was signed', async () => {
    const claims = claimsFor(juan);
    live.set('session-1', { ...juan, role: Role.Employee });
    await expect(strategy.validate(REQUEST, claims)).resolves.toBe(false);
  });

  it.each([
    ['a number', 42],
    ['missing', undefined],
    ['null', null],
    ['an object', { id: 'user-1' }],
  ])('returns false when sub is %s, without looking anything up', async (_, sub) => {
    await expect(strategy.validate(REQUEST, { ...claimsFor(juan), sub } as unknown as TokenClaims)).resolves.toBe(
      false,
    );
    expect(findActive).not.toHaveBeenCalled();
  });

  it.each([
    ['missing (a token from before sessions)', undefined],
    ['a number', 3],
    ['null', null],
  ])('returns false when sid is %s, without looking anything up', async (_, sid) => {
    await expect(strategy.validate(REQUEST, { ...claimsFor(juan), sid } as unknown as TokenClaims)).resolves.toBe(
      false,
    );
    expect(findActive).not.toHaveBeenCalled();
  });

  it('returns false for missing claims altogether', async () => {
    await expect(strategy.validate(REQUEST, undefined as unknown as TokenClaims)).resolves.toBe(false);
    await expect(strategy.validate(REQUEST, null as unknown as TokenClaims)).resolves.toBe(false);
  });

  describe('userFor: tokens verified before', () => {
    it('knows nothing of a token passport has not verified', async () => {
      await expect(strategy.userFor('header.payload.signature')).resolves.toBeNull();
    });

    it('answers the caller for a verified token, checking the session each time', async () => {
      await strategy.validate(requestWith('good.token.sig'), claimsFor(juan));
      findActive.mockClear();
      await expect(strategy.userFor('good.token.sig')).resolves.toEqual({
        id: 'user-1',
        role: Role.Customer,
        fullName: 'Juan Dela Cruz',
        sessionId: 'session-1',
      });
      expect(findActive).toHaveBeenCalledWith('session-1');
      live.clear();
      await expect(strategy.userFor('good.token.sig')).resolves.toBeNull();
    });

    it('never vouches for an expired token, nor for one whose account check failed', async () => {
      await strategy.validate(
        requestWith('expired.token.sig'),
        claimsFor(juan, { exp: Math.floor(Date.now() / 1000) - 1 }),
      );
      await expect(strategy.userFor('expired.token.sig')).resolves.toBeNull();
      await strategy.validate(requestWith('other.token.sig'), claimsFor(juan, { sub: 'user-2' }));
      await expect(strategy.userFor('other.token.sig')).resolves.toBeNull();
    });
  });

  describe('knownUser: the same answer from memory alone', () => {
    it('answers a verified token whose live session is cached, without a lookup', async () => {
      expect(strategy.knownUser('good.token.sig')).toBeNull();
      await strategy.validate(requestWith('good.token.sig'), claimsFor(juan));
      findActive.mockClear();
      expect(strategy.knownUser('good.token.sig')).toBeNull();
      cached.set('session-1', juan);
      expect(strategy.knownUser('good.token.sig')).toEqual({
        id: 'user-1',
        role: Role.Customer,
        fullName: 'Juan Dela Cruz',
        sessionId: 'session-1',
      });
      expect(findActive).not.toHaveBeenCalled();
    });

    it('never vouches for an expired token, nor for a session now of another account or role', async () => {
      cached.set('session-1', juan);
      await strategy.validate(
        requestWith('expired.token.sig'),
        claimsFor(juan, { exp: Math.floor(Date.now() / 1000) - 1 }),
      );
      expect(strategy.knownUser('expired.token.sig')).toBeNull();
      await strategy.validate(requestWith('good.token.sig'), claimsFor(juan));
      cached.set('session-1', { ...juan, role: Role.Employee });
      expect(strategy.knownUser('good.token.sig')).toBeNull();
      cached.set('session-1', { ...juan, userId: 'user-2' });
      expect(strategy.knownUser('good.token.sig')).toBeNull();
    });
  });
});
