import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '../../platform/identity/auth-user.js';
import type { Session } from '../users/session.entity.js';
import type { User } from '../users/user.entity.js';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  /** A token for one session: it expires with the session and stops working when the session is revoked. */
  issue(user: User, session: Session): IssuedToken {
    // Both from the session's own instants: read from the clock apart, a second could tick between them.
    const exp = Math.floor(session.expiresAt.getTime() / 1000);
    const iat = Math.floor(session.createdAt.getTime() / 1000);
    const claims: TokenClaims = { sub: user.id, role: user.role, FullName: user.fullName, sid: session.id, iat, exp };
    return { token: this.jwt.sign(claims, { algorithm: 'HS256' }), expiresAt: new Date(exp * 1000) };
  }
}
