import { MESSAGES } from '../../../lib/messages';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  isEmailAddress,
  MOBILE_MAX,
  MOBILE_NUMBER_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_NAME_MAX,
  USER_NAME_PATTERN,
} from '@waters/domain';
import type { FieldErrors } from '../../../hooks/use-form-state';
import { PLACE_FIELDS, placeErrors, type PlaceField, type PlaceValues } from './address-rules';

/**
 * The rules the server applies to account fields (@waters/domain, shared with the server),
 * checked in the form first so a person sees what is wrong before anything is sent.
 */

export { MOBILE_NUMBER_PATTERN };

export const MAX_LENGTH = {
  userName: USER_NAME_MAX,
  fullName: FULL_NAME_MAX,
  address: ADDRESS_MAX,
  mobileNumber: MOBILE_MAX,
  emailAddress: EMAIL_MAX,
  password: PASSWORD_MAX,
} as const;

export const PLACEHOLDERS = {
  mobileNumber: 'e.g. +63 917 123 4567',
  emailAddress: 'e.g. juan.delacruz@example.com',
} as const;

export const PROFILE_FIELDS = ['userName', 'fullName', 'address', 'mobileNumber', 'emailAddress'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
/** A field of a person's profile: the five, and a customer's place. */
export type PersonField = ProfileField | PlaceField;

/** The profile's fields in the order the forms show them: a customer's place under the address. */
export const PROFILE_FIELD_ORDER = [
  'userName',
  'fullName',
  'address',
  ...PLACE_FIELDS,
  'mobileNumber',
  'emailAddress',
] as const;

const REQUIRED: Record<ProfileField, string> = {
  userName: MESSAGES.usernameRequired,
  fullName: MESSAGES.fullNameRequired,
  address: MESSAGES.addressRequired,
  mobileNumber: MESSAGES.mobileRequired,
  emailAddress: MESSAGES.emailRequired,
};

/** The field messages of the five profile fields (registration and Edit Profile). */
export function profileFieldErrors(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  for (const field of PROFILE_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED[field];
  if (!errors.userName && !USER_NAME_PATTERN.test(values.userName.trim())) errors.userName = MESSAGES.userNameInvalid;
  if (!errors.mobileNumber && !MOBILE_NUMBER_PATTERN.test(values.mobileNumber.trim()))
    errors.mobileNumber = MESSAGES.mobileInvalid;
  if (!errors.emailAddress && !isEmailAddress(values.emailAddress.trim())) errors.emailAddress = MESSAGES.emailInvalid;
  return errors;
}

/** The messages of the five profile fields and, with `withPlace` (a customer's), of the place. */
export const personErrors = (values: ProfileValues & PlaceValues, withPlace: boolean): FieldErrors<PersonField> => ({
  ...profileFieldErrors(values),
  ...(withPlace ? placeErrors(values) : {}),
});

/** Length in characters as a person counts them (the server counts the same way). */
export function passwordLengthError(password: string): string | undefined {
  const length = [...password].length;
  return length < PASSWORD_MIN || length > PASSWORD_MAX ? MESSAGES.passwordLength : undefined;
}

/** True when any of the five profile fields is empty. */
export function missingProfileField(values: ProfileValues): boolean {
  return PROFILE_FIELDS.some((field) => !values[field].trim());
}

/** The values as the server stores them (it trims them too). */
export function trimmedProfile(values: ProfileValues): ProfileValues {
  return {
    userName: values.userName.trim(),
    fullName: values.fullName.trim(),
    address: values.address.trim(),
    mobileNumber: values.mobileNumber.trim(),
    emailAddress: values.emailAddress.trim(),
  };
}
