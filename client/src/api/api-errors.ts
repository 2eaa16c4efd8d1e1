import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { MESSAGES } from '../lib/messages';

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

/** Field messages the server attaches to BAD_USER_INPUT errors (extensions.fields), by input field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** What a form can tell from a refused or failed mutation. */
export interface FormFailure {
  /** As errorCode(): the server's code, 'NETWORK', or null. */
  code: string | null;
  /** The server's own words, when it sent some. */
  message: string | null;
  /** The server's messages by input field (empty when it named none). */
  fields: Record<string, string>;
}

/** A caught mutation error as a form reads it; each form decides which of it to show. */
export function formFailure(error: unknown): FormFailure {
  return { code: errorCode(error), message: serverMessage(error), fields: serverFieldErrors(error) };
}

/**
 * Login failures, as the error catalogue says: a 401 shows the server's text (customer
 * portal) or always 'Invalid username or password' (employee portal); a 500 and anything
 * else have their own messages.
 */
export function loginErrorMessage({ code, message }: FormFailure, portal: 'customer' | 'employee'): string {
  if (code === 'UNAUTHENTICATED')
    return portal === 'customer' ? (message ?? MESSAGES.invalidCredentials) : MESSAGES.invalidCredentials;
  if (code === 'BAD_USER_INPUT') return MESSAGES.enterBoth;
  if (code === 'INTERNAL_SERVER_ERROR') return MESSAGES.internalServerError;
  return MESSAGES.unexpectedError;
}
