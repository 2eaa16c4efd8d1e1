/** What starts an API key's secret (`wtr_…`); every other bearer token is a session token. */
export const API_KEY_MARK = 'wtr_';

/** The credential a request carries: an API key's secret or a session token. */
export type Bearer =
  { readonly kind: 'apiKey'; readonly secret: string } | { readonly kind: 'session'; readonly token: string };

/**
 * The one reading of an `Authorization: Bearer <token>` header (what passport-jwt reads too), for
 * the guard, the edge, the kept catalogue answers and the GraphQL gates alike.
 */
export function bearerOf(header: string | undefined): Bearer | null {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const token = match[1];
  return token.startsWith(API_KEY_MARK) ? { kind: 'apiKey', secret: token } : { kind: 'session', token };
}

/** The session token a header carries (none for an API key): what the session caches know. */
export function sessionTokenOf(header: string | undefined): string | null {
  const bearer = bearerOf(header);
  return bearer?.kind === 'session' ? bearer.token : null;
}
