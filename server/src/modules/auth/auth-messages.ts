/** What the login calls answer for unknown users and wrong passwords alike. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
