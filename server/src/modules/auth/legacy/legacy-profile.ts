import type { LegacyBody } from '../../../http/legacy/legacy-body.js';
import { contactDetailsOf } from '../../users/contact-details.js';
import type { User } from '../../users/user.entity.js';

/** The fields a person fills in about themselves, the same in both records. */
const PROFILE_FIELDS = ['userName', 'fullName', 'address', 'mobileNumber', 'emailAddress'] as const;
const profileFieldsFrom = (body: LegacyBody) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, body.get(field)]));

/** The legacy registration record; `passwordHash` carries the entered password (hashed on arrival). */
export function registrationFrom(body: LegacyBody) {
  return {
    ...profileFieldsFrom(body),
    password: body.get('passwordHash'),
    confirmPassword: body.get('confirmPassword'),
  };
}

/** id, Role, createdAt and updatedAt are sent by the old client but never change anything. */
export function profileUpdateFrom(body: LegacyBody) {
  return {
    ...profileFieldsFrom(body),
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
    ...contactDetailsOf(user),
  };
}
