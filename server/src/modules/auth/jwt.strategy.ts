import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser, TokenClaims } from '../../platform/identity/auth-user.js';
import type { CachedTokenCheck } from '../../http/access/cached-token-check.js';
import type { AppRequest } from '../../http/access/request-of.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { SessionsService, type SessionAccount } from '../users/sessions.service.js';

const fromHeader = ExtractJwt.fromAuthHeaderAsBearerToken();

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
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') implements CachedTokenCheck {
  private readonly verified = new LRUCache<string, TokenClaims>({ max: 50_000 });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: given the string, jsonwebtoken would rebuild a key (first trying, and failing,
      // to read it as a public key) on every single request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** Called by passport once the signature and expiry are verified. */
  async validate(request: AppRequest, claims: TokenClaims): Promise<AuthUser | false> {
    const user = await this.accountFor(claims);
    const token = fromHeader(request);
    if (user && token) this.verified.set(token, claims);
    return user;
  }

  async userFor(token: string): Promise<AuthUser | null> {
    const claims = this.unexpired(token);
    return claims ? (await this.accountFor(claims)) || null : null;
  }

  /** The caller of claims whose signature and expiry were verified elsewhere (BearerCaller). */
  async userForClaims(claims: TokenClaims): Promise<AuthUser | null> {
    return (await this.accountFor(claims)) || null;
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
