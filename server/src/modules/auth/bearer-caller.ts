import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser, TokenClaims } from '../../platform/identity/auth-user.js';
import { API_KEY_CHECK, type ApiKeyCheck } from '../../http/access/api-key-check.js';
import { bearerOf } from '../../http/access/bearer-token.js';
import { JwtStrategy } from './jwt.strategy.js';

/**
 * Who a request's bearer token names, checked as the access guard checks it (signature, expiry,
 * live session; or a live API key), for the few decisions taken before any resolver runs
 * (whether a document may introspect the schema). Null for no caller or a refused token.
 */
@Injectable()
export class BearerCaller {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: JwtStrategy,
    @Inject(API_KEY_CHECK) private readonly keys: ApiKeyCheck,
  ) {}

  async of(authorization: string | undefined): Promise<AuthUser | null> {
    const bearer = bearerOf(authorization);
    if (!bearer) return null;
    if (bearer.kind === 'apiKey') return this.keys.callerFor(bearer.secret).catch(() => null);
    const { token } = bearer;
    const known = await this.sessions.userFor(token);
    if (known) return known;
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
      return await this.sessions.userForClaims(claims);
    } catch {
      return null;
    }
  }
}
