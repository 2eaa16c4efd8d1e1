import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import type { TokenClaims } from '../../common/auth/auth-user.js';
import type { User } from '../users/user.entity.js';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(user: User): IssuedToken {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.config.jwtLifetimeSeconds;
    const claims: TokenClaims = { sub: user.id, role: user.role, FullName: user.fullName, ver: user.tokenVersion, iat: now, exp };
    return { token: this.jwt.sign(claims, { algorithm: 'HS256' }), expiresAt: new Date(exp * 1000) };
  }
}
