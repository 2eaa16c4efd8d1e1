import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser, TokenClaims } from '../../platform/identity/auth-user.js';
import type { SessionTokenCheck } from '../../http/access/session-token-check.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { SessionsService, type SessionAccount } from '../users/sessions.service.js';

const fromHeader = ExtractJwt.fromAuthHeaderAsBearerToken();

/** What passport-jwt reads a token from: the request's Authorization header. */
interface TokenRequest {
  headers: { authorization?: string };
}

const namesSession = (claims: TokenClaims | undefined): claims is TokenClaims =>
  typeof claims?.sub === 'string' && typeof claims.sid === 'string';

/** The caller, when the session's account is still the one and the role the token names. */
function userOf(claims: TokenClaims, account: SessionAccount): AuthUser | false {
  if (account.userId !== claims.sub || account.role !== claims.role) return false;
  return { id: account.userId, role: account.role, fullName: account.fullName, sessionId: claims.sid };
}

/**
 * Bearer tokens, HS256 only (so `alg: none` and key-confusion tokens fail), expiry enforced.
 * The token's session is checked on every request (from the session cache, or one indexed
 * read): logout, a password change elsewhere, a deleted account or a changed role end it at
 * once. A token whose signature was verified is remembered, so the next request with the same
 * string skips the signature check, never the expiry or the session.
 */
@Injectable()
export class SessionTokens extends PassportStrategy(Strategy, 'jwt') implements SessionTokenCheck {
  private readonly verified = new LRUCache<string, TokenClaims>({ max: 50_000 });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: fromHeader,
      // A KeyObject: given the string, jsonwebtoken would rebuild a key (first trying, and failing,
      // to read it as a public key) on every check.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** The full check, by passport-jwt (signature, expiry) and then `validate` (the live session). */
  verify(token: string): Promise<AuthUser | null> {
    const request: TokenRequest = { headers: { authorization: `Bearer ${token}` } };
    return new Promise((resolve, reject) => {
      const done = (error: unknown, user: AuthUser | false) => (error ? reject(error) : resolve(user || null));
      passport.authenticate('jwt', { session: false }, done)(request, {}, () => undefined);
    });
  }

  /** Called by passport once the signature and expiry are verified: remembers the token when its session is live. */
  async validate(request: TokenRequest, claims: TokenClaims): Promise<AuthUser | false> {
    const user = await this.accountFor(claims);
    const token = fromHeader(request as never);
    if (user && token) this.verified.set(token, claims);
    return user;
  }

  async userFor(token: string): Promise<AuthUser | null> {
    const claims = this.unexpired(token);
    return claims ? (await this.accountFor(claims)) || null : null;
  }

  knownUser(token: string): AuthUser | null {
    const claims = this.unexpired(token);
    if (!claims || !namesSession(claims)) return null;
    const account = this.sessions.knownActive(claims.sid);
    return (account && userOf(claims, account)) || null;
  }

  /** The claims of a token verified before, while it is unexpired. */
  private unexpired(token: string): TokenClaims | null {
    const claims = this.verified.get(token);
    return claims?.exp && claims.exp * 1000 > Date.now() ? claims : null;
  }

  private async accountFor(claims: TokenClaims): Promise<AuthUser | false> {
    if (!namesSession(claims)) return false;
    const account = await this.sessions.findActive(claims.sid);
    return account ? userOf(claims, account) : false;
  }
}
