import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser, TokenClaims } from '../../common/auth/auth-user.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { UsersService } from '../users/users.service.js';

/**
 * Bearer tokens, HS256 only (so `alg: none` and key-confusion tokens fail), expiry enforced.
 * The account is looked up on every request: a deleted account, a changed role or
 * a changed password (token version) ends the session at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser | false> {
    if (typeof claims?.sub !== 'string' || typeof claims.ver !== 'number') return false;
    const user = await this.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver || user.role !== claims.role) return false;
    return { id: user.id, role: user.role, fullName: user.fullName };
  }
}
