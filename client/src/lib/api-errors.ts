import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { MESSAGES } from './messages';

/** The server's error code (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT …), 'NETWORK', or null. */
export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(error)) return error.statusCode >= 500 ? 'INTERNAL_SERVER_ERROR' : 'NETWORK';
  return error ? 'NETWORK' : null;
}

/** The server's own message for the first error, when it sent one. */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  }
  return null;
}

/**
 * Login failures, as the error catalogue says: a 401 shows the server's text (customer
 * portal) or always 'Invalid username or password' (employee portal); a 500 and anything
 * else have their own messages.
 */
export function loginErrorMessage(error: unknown, portal: 'customer' | 'employee'): string {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return portal === 'customer' ? (serverMessage(error) ?? MESSAGES.invalidCredentials) : MESSAGES.invalidCredentials;
  if (code === 'BAD_USER_INPUT') return MESSAGES.enterBoth;
  if (code === 'INTERNAL_SERVER_ERROR') return MESSAGES.internalServerError;
  return MESSAGES.unexpectedError;
}
