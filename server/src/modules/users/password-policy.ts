import { dictionary } from '@zxcvbn-ts/language-common';
import { characterCount, PASSWORD_MAX, PASSWORD_MIN } from '@waters/domain';

/**
 * Passwords from public breach corpora (zxcvbn-ts' common list, 49,000 entries, about
 * 18,000 of them long enough to pass the length rule), plus names of this shop.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...dictionary['passwords-common'],
  'waters123',
  'watersfish',
  'pilipinas',
  'philippines',
  'mahalkita',
]);

/** "Password1!", "qwerty12": a listed word with a short run of digits or symbols appended. */
const SHORT_SUFFIX = /[^\p{L}]{1,4}$/u;
const MIN_STEM = 4;
const CONTROL = /\p{Cc}/u;
const ONLY_WHITESPACE = /^\s*$/u;
/** "aaaaaaaa", "abababab": too few different characters to be guessed slowly. */
const MIN_DISTINCT_CHARACTERS = 3;

export const PASSWORD_MESSAGES = {
  length: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  control: 'Password must not contain control characters.',
  blank: 'Password must not be only spaces.',
  common: 'Password is too common. Please choose another one.',
  userName: 'Password must not be the same as the user name.',
} as const;

function isCommon(password: string): boolean {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || new Set(lowered).size < MIN_DISTINCT_CHARACTERS) return true;
  const stem = lowered.replace(SHORT_SUFFIX, '');
  return stem !== lowered && characterCount(stem) >= MIN_STEM && COMMON_PASSWORDS.has(stem);
}

/**
 * Why a password is refused, or null (OWASP ASVS 5.0: 8 to 128 characters, any printable
 * Unicode, no composition rules, checked against breached passwords).
 */
export function passwordProblem(password: string, userName: string): string | null {
  const length = characterCount(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (ONLY_WHITESPACE.test(password)) return PASSWORD_MESSAGES.blank;
  if (CONTROL.test(password)) return PASSWORD_MESSAGES.control;
  if (isCommon(password)) return PASSWORD_MESSAGES.common;
  if (password.toLowerCase() === userName.trim().toLowerCase()) return PASSWORD_MESSAGES.userName;
  return null;
}
