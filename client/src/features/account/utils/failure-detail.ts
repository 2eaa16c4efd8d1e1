import type { FormFailure } from '../../../api/api-errors';

/**
 * The server's reason for a refused form (bad input, user name taken), shown under the
 * original general failure message so a person knows what to change; null otherwise.
 */
export function failureDetail({ code, message }: FormFailure): string | null {
  return code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? message : null;
}
