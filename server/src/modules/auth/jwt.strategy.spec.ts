import 'reflect-metadata';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { TokenClaims } from '../../common/auth/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { Role } from '../users/role.js';
import type { User } from '../users/user.entity.js';
import type { UsersService } from '../users/users.service.js';
import { JwtStrategy } from './jwt.strategy.js';

const config = { jwtSecret: 'x'.repeat(40), jwtLifetimeSeconds: 3600 } as unknown as AppConfig;

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
      passwordHash: '$argon2id$...',
      tokenVersion: 3,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    },
    overrides,
  ) as User;
}

function claimsFor(user: User, overrides: Partial<TokenClaims> = {}): TokenClaims {
  return { sub: user.id, role: user.role, FullName: user.fullName, ver: user.tokenVersion, iat: 1, exp: 2, ...overrides };
}

describe('JwtStrategy.validate', () => {
  let stored: User | null;
  let findById: jest.Mock<(id: string) => Promise<User | null>>;
  let strategy: JwtStrategy;

  beforeEach(() => {
    stored = makeUser();
    findById = jest.fn(async (id: string) => (stored && stored.id === id ? stored : null));
    strategy = new JwtStrategy(config, { findById } as unknown as UsersService);
  });

  it('returns only { id, role, fullName } for a current token of an existing account', async () => {
    await expect(strategy.validate(claimsFor(stored!))).resolves.toEqual({ id: 'user-1', role: Role.Customer, fullName: 'Juan Dela Cruz' });
    expect(findById).toHaveBeenCalledWith('user-1');
  });

  it('takes the name from the account, not from the token', async () => {
    const claims = claimsFor(stored!, { FullName: 'Someone Else' });
    stored = makeUser({ fullName: 'Juan Renamed' });
    await expect(strategy.validate(claims)).resolves.toEqual({ id: 'user-1', role: Role.Customer, fullName: 'Juan Renamed' });
  });

  it('works for an Employee account too', async () => {
    stored = makeUser({ id: 'emp-1', role: Role.Employee, fullName: 'Maria Santos', tokenVersion: 0 });
    await expect(strategy.validate(claimsFor(stored))).resolves.toEqual({ id: 'emp-1', role: Role.Employee, fullName: 'Maria Santos' });
  });

  it('returns false when the account no longer exists', async () => {
    const claims = claimsFor(stored!);
    stored = null;
    await expect(strategy.validate(claims)).resolves.toBe(false);
  });

  it('returns false when the token version is older than the account (password changed)', async () => {
    const claims = claimsFor(stored!, { ver: 2 });
    await expect(strategy.validate(claims)).resolves.toBe(false);
  });

  it('returns false when the token version differs in any way', async () => {
    await expect(strategy.validate(claimsFor(stored!, { ver: 4 }))).resolves.toBe(false);
    await expect(strategy.validate(claimsFor(stored!, { ver: 0 }))).resolves.toBe(false);
  });

  it('returns false when the role in the token differs from the account role', async () => {
    await expect(strategy.validate(claimsFor(stored!, { role: Role.Employee }))).resolves.toBe(false);
  });

  it('returns false when the account role changed after the token was signed', async () => {
    const claims = claimsFor(stored!);
    stored = makeUser({ role: Role.Employee });
    await expect(strategy.validate(claims)).resolves.toBe(false);
  });

  it.each([
    ['a number', 42],
    ['missing', undefined],
    ['null', null],
    ['an object', { id: 'user-1' }],
  ])('returns false when sub is %s, without looking anything up', async (_, sub) => {
    const claims = { ...claimsFor(stored!), sub } as unknown as TokenClaims;
    await expect(strategy.validate(claims)).resolves.toBe(false);
    expect(findById).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['a numeric string', '3'],
    ['null', null],
  ])('returns false when ver is %s, without looking anything up', async (_, ver) => {
    const claims = { ...claimsFor(stored!), ver } as unknown as TokenClaims;
    await expect(strategy.validate(claims)).resolves.toBe(false);
    expect(findById).not.toHaveBeenCalled();
  });

  it('returns false for missing claims altogether', async () => {
    await expect(strategy.validate(undefined as unknown as TokenClaims)).resolves.toBe(false);
    await expect(strategy.validate(null as unknown as TokenClaims)).resolves.toBe(false);
  });
});
