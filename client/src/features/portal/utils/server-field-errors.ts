import { CombinedGraphQLErrors } from '@apollo/client';

/** Field messages the server attaches to BAD_USER_INPUT errors (extensions.fields), by input field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
