import type { LegacyBody } from '../../../common/legacy/legacy-body.js';
import type { User } from '../../users/user.entity.js';

/** The legacy registration record; `passwordHash` carries the entered password (hashed on arrival). */
export function registrationFrom(body: LegacyBody) {
  return {
    userName: body.get('userName'),
    fullName: body.get('fullName'),
    address: body.get('address'),
    mobileNumber: body.get('mobileNumber'),
    emailAddress: body.get('emailAddress'),
    password: body.get('passwordHash'),
    confirmPassword: body.get('confirmPassword'),
  };
}

/** id, Role, createdAt and updatedAt are sent by the old client but never change anything. */
export function profileUpdateFrom(body: LegacyBody) {
  return {
    userName: body.get('userName'),
    fullName: body.get('fullName'),
    address: body.get('address'),
    mobileNumber: body.get('mobileNumber'),
    emailAddress: body.get('emailAddress'),
    newPassword: body.get('passwordHash') ?? null,
    confirmNewPassword: body.get('confirmPassword') ?? null,
  };
}

/** The profile object of the legacy API: never a password or hash. */
export function legacyProfile(user: User) {
  return {
    id: user.id,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    userName: user.userName,
    fullName: user.fullName,
    address: user.address,
    mobileNumber: user.mobileNumber,
    emailAddress: user.emailAddress,
  };
}
