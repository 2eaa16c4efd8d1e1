import 'reflect-metadata';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '../../platform/identity/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { Role } from '../../platform/identity/role.js';
import type { SessionAccount, SessionsService } from '../users/sessions.service.js';
import { SessionTokens } from './session-tokens.js';

const SECRET = 'x'.repeat(40);
const config = { jwtSecret: SECRET, jwtLifetimeSeconds: 3600 } as unknown as AppConfig;
const jwt = new JwtService({
  secret: SECRET,
  signOptions: { algorithm: 'HS256' },
  verifyOptions: { algorithms: ['HS256'] },
});

const juan: SessionAccount = { userId: 'user-1', role: Role.Customer, fullName: 'Juan Dela Cruz' };

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
const signed = (claims: object) => jwt.sign(claims);

describe('SessionTokens', () => {
  /** Live sessions by id, as SessionsService.findActive would find them (revoked and expired ones are absent). */
  let live: Map<string, SessionAccount>;
  /** What SessionsService.knownActive finds in its cache without reading. */
  let cached: Map<string, SessionAccount>;
  let findActive: jest.Mock<(sessionId: string) => Promise<SessionAccount | null>>;
  let tokens: SessionTokens;

  beforeEach(() => {
    live = new Map([['session-1', juan]]);
    cached = new Map();
    findActive = jest.fn(async (sessionId: string) => live.get(sessionId) ?? null);
    tokens = new SessionTokens(config, {
      findActive,
      knownActive: (sessionId: string) => cached.get(sessionId),
    } as unknown as SessionsService);
  });

  describe('verify: the full check', () => {
    it('returns { id, role, fullName, sessionId } for a token of a live session, in one lookup', async () => {
      await expect(tokens.verify(signed(claimsFor(juan)))).resolves.toEqual({
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
      await expect(tokens.verify(signed(claimsFor(juan, { FullName: 'Someone Else' })))).resolves.toMatchObject({
        fullName: 'Juan Renamed',
      });
    });

    it('works for an Employee account too', async () => {
      const maria = { userId: 'emp-1', role: Role.Employee, fullName: 'Maria Santos' };
      live.set('session-2', maria);
      await expect(tokens.verify(signed(claimsFor(maria, { sid: 'session-2' })))).resolves.toEqual({
        id: 'emp-1',
        role: Role.Employee,
        fullName: 'Maria Santos',
        sessionId: 'session-2',
      });
    });

    it('refuses a token with another signature, of another algorithm, unsigned or expired, without a lookup', async () => {
      const claims = claimsFor(juan);
      const other = new JwtService({ secret: 'y'.repeat(40) });
      const [head, payload] = signed(claims).split('.');
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [
        other.sign(claims),
        jwt.sign(claims, { algorithm: 'HS512' }),
        unsigned,
        `${head}.${payload}`,
        'not-a-token',
        signed(claimsFor(juan, { exp: Math.floor(Date.now() / 1000) - 1 })),
      ])
        await expect(tokens.verify(token)).resolves.toBeNull();
      expect(findActive).not.toHaveBeenCalled();
    });

    it('refuses a token whose session was revoked (logout, password changed elsewhere) or has expired', async () => {
      live.clear();
      await expect(tokens.verify(signed(claimsFor(juan)))).resolves.toBeNull();
    });

    it('refuses a session of another account, or of a role other than the token names', async () => {
      await expect(tokens.verify(signed(claimsFor(juan, { sub: 'user-2' })))).resolves.toBeNull();
      await expect(tokens.verify(signed(claimsFor(juan, { role: Role.Employee })))).resolves.toBeNull();
      const claims = claimsFor(juan);
      live.set('session-1', { ...juan, role: Role.Employee });
      await expect(tokens.verify(signed(claims))).resolves.toBeNull();
    });

    it.each([
      ['sub a number', { sub: 42 }],
      ['sub missing', { sub: undefined }],
      ['sub an object', { sub: { id: 'user-1' } }],
      ['sid missing (a token from before sessions)', { sid: undefined }],
      ['sid a number', { sid: 3 }],
    ])('refuses a token with %s, without looking anything up', async (_, overrides) => {
      await expect(tokens.verify(signed({ ...claimsFor(juan), ...overrides }))).resolves.toBeNull();
      expect(findActive).not.toHaveBeenCalled();
    });

    it('refuses a token that carries no claims object', async () => {
      // HS256 by default: the sign options' algorithm is not allowed with a string payload.
      const text = new JwtService({ secret: SECRET }).sign('just a string' as unknown as object);
      await expect(tokens.verify(text)).resolves.toBeNull();
    });

    it('passes a failure of the session read (database down) on', async () => {
      const outage = new Error('connect ECONNREFUSED');
      findActive.mockRejectedValueOnce(outage);
      await expect(tokens.verify(signed(claimsFor(juan)))).rejects.toBe(outage);
    });
  });

  describe('userFor: tokens verified before', () => {
    it('knows nothing of a token not verified here', async () => {
      await expect(tokens.userFor(signed(claimsFor(juan)))).resolves.toBeNull();
    });

    it('answers the caller for a verified token, checking the session each time', async () => {
      const token = signed(claimsFor(juan));
      await tokens.verify(token);
      findActive.mockClear();
      await expect(tokens.userFor(token)).resolves.toEqual({
        id: 'user-1',
        role: Role.Customer,
        fullName: 'Juan Dela Cruz',
        sessionId: 'session-1',
      });
      expect(findActive).toHaveBeenCalledWith('session-1');
      live.clear();
      await expect(tokens.userFor(token)).resolves.toBeNull();
    });

    it('never remembers a token whose account check failed', async () => {
      const token = signed(claimsFor(juan, { sub: 'user-2' }));
      await tokens.verify(token);
      live.set('session-1', { ...juan, userId: 'user-2' });
      await expect(tokens.userFor(token)).resolves.toBeNull();
    });
  });

  describe('knownUser: the same answer from memory alone', () => {
    it('answers a verified token whose live session is cached, without a lookup', async () => {
      const token = signed(claimsFor(juan));
      expect(tokens.knownUser(token)).toBeNull();
      await tokens.verify(token);
      findActive.mockClear();
      expect(tokens.knownUser(token)).toBeNull();
      cached.set('session-1', juan);
      expect(tokens.knownUser(token)).toEqual({
        id: 'user-1',
        role: Role.Customer,
        fullName: 'Juan Dela Cruz',
        sessionId: 'session-1',
      });
      expect(findActive).not.toHaveBeenCalled();
    });

    it('never vouches for a session now of another account or role', async () => {
      const token = signed(claimsFor(juan));
      await tokens.verify(token);
      cached.set('session-1', { ...juan, role: Role.Employee });
      expect(tokens.knownUser(token)).toBeNull();
      cached.set('session-1', { ...juan, userId: 'user-2' });
      expect(tokens.knownUser(token)).toBeNull();
    });
  });
});
