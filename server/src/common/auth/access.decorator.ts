import { SetMetadata } from '@nestjs/common';
import type { Role } from './role.js';

export const ACCESS_KEY = 'waters:access';

/** Who may call a handler. Handlers without a declaration need a signed-in user of any role. */
export type AccessRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] };

/** Anyone, signed in or not (login, register, health). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, whatever the role (own profile). */
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies AccessRule);

/** Only users holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies AccessRule);
