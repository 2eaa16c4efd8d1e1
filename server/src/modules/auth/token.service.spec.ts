import 'reflect-metadata';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import type { Session } from '../users/session.entity.js';
import type { User } from '../users/user.entity.js';
import { TokenService } from './token.service.js';

const SECRET = 'k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa-token-spec';
const OTHER_SECRET = 'Zq8Lw3Nv6Xc1Bm4Ks7Dj0Hf5Gp2Ty9Re-other';

const user = {
  id: '6d1f2c7e-3b7a-4d5e-9f10-2a3b4c5d6e7f',
  role: Role.Employee,
  userName: 'maria',
  fullName: 'Maria Santos',
  tokenVersion: 7,
} as User;

/** A session of one hour starting now (as SessionsService.start makes them). */
const sessionOf = (id = 'b0c1d2e3-0000-4000-8000-000000000001'): Session =>
  ({
    id,
    userId: user.id,
    createdAt: new Date(),
    expiresAt: new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000),
    revokedAt: null,
  }) as Session;

function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index], 'base64url').toString('utf8'));
}

describe('TokenService.issue (real JwtService)', () => {
  const jwt = new JwtService({ secret: SECRET });
  const service = new TokenService(jwt);

  afterEach(() => {
    jest.useRealTimers();
  });

  it('signs with HS256', () => {
    const { token } = service.issue(user, sessionOf());
    expect(token.split('.')).toHaveLength(3);
    expect(decodePart(token, 0)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  });

  it('carries sub, role and FullName from the user and sid from the session', () => {
    const claims = decodePart(service.issue(user, sessionOf('session-42')).token, 1);
    expect(claims).toMatchObject({ sub: user.id, role: 'Employee', FullName: 'Maria Santos', sid: 'session-42' });
    expect(claims).not.toHaveProperty('ver');
  });

  it('expires with its session: exp - iat === the session length (3600 s)', () => {
    const claims = decodePart(service.issue(user, sessionOf()).token, 1);
    expect(typeof claims.iat).toBe('number');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('is issued now', () => {
    const before = Math.floor(Date.now() / 1000);
    const claims = decodePart(service.issue(user, sessionOf()).token, 1);
    const after = Math.floor(Date.now() / 1000);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(after);
  });

  it('reports expiresAt equal to exp * 1000', () => {
    const { token, expiresAt } = service.issue(user, sessionOf());
    const claims = decodePart(token, 1);
    expect(expiresAt).toBeInstanceOf(Date);
    expect(expiresAt.getTime()).toBe((claims.exp as number) * 1000);
  });

  it('uses whole seconds from the clock, even mid-second', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00.750Z') });
    const session = { ...sessionOf(), expiresAt: new Date('2030-01-01T01:00:00.750Z') } as Session;
    const { token, expiresAt } = service.issue(user, session);
    const claims = decodePart(token, 1);
    expect(claims.iat).toBe(Date.UTC(2030, 0, 1) / 1000);
    expect(expiresAt.toISOString()).toBe('2030-01-01T01:00:00.000Z');
  });

  it('verifies with the same secret', () => {
    const { token } = service.issue(user, sessionOf());
    const verified = new JwtService({ secret: SECRET }).verify<TokenClaims>(token, { algorithms: ['HS256'] });
    expect(verified).toMatchObject({ sub: user.id, role: Role.Employee, FullName: 'Maria Santos' });
  });

  it('does not verify with another secret', () => {
    const { token } = service.issue(user, sessionOf());
    expect(() => new JwtService({ secret: OTHER_SECRET }).verify(token)).toThrow(/invalid signature/);
  });

  it('does not verify once tampered with', () => {
    const { token } = service.issue(user, sessionOf());
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodePart(token, 1), role: 'Customer' })).toString('base64url');
    expect(() => jwt.verify(`${header}.${forged}.${signature}`)).toThrow(/invalid signature/);
  });
});
