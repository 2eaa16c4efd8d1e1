import { characterCount, PASSWORD_MAX, PASSWORD_MIN } from '../../common/validation/rules.js';

/** Passwords that appear at the top of every breach list (8+ characters, lower-cased). */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '11111111', '00000000', '12341234', '87654321',
  '88888888', '123123123', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui',
  'qwerty123', 'qwertyuiop', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'aa123456', 'admin123', 'administrator',
  'letmein1', 'trustno1', 'superman', 'starwars', 'whatever', 'dragon123', 'computer', 'internet',
  'michelle', 'jennifer', 'zaq12wsx', 'asdfghjk', 'asdfasdf', 'changeme', 'mypassword', 'secret123',
  'waters123', 'watersfish', 'pilipinas', 'philippines', 'mahalkita', 'iloveyou1', 'password!',
]);

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, userName: string): string | null {
  const length = characterCount(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`;
  }
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'Password is too common. Please choose another one.';
  if (lowered === userName.trim().toLowerCase()) return 'Password must not be the same as the user name.';
  return null;
}
