import type { Role } from '../../modules/users/role.js';

/** Who is calling, as proven by a verified token (never taken from arguments). */
export interface AuthUser {
  readonly id: string;
  readonly role: Role;
  readonly fullName: string;
}

/** Claims of the tokens this server signs; FullName and exp are the legacy client's names. */
export interface TokenClaims {
  sub: string;
  role: Role;
  FullName: string;
  /** The user's token version when signed; a password change makes older tokens invalid. */
  ver: number;
  iat?: number;
  exp?: number;
}
