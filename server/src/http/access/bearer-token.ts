/** What starts an API key's secret (`wtr_…`); every other bearer token is a session token. */
export const API_KEY_MARK = 'wtr_';

/** The credential a request carries: an API key's secret or a session token. */
export type Bearer =
  { readonly kind: 'apiKey'; readonly secret: string } | { readonly kind: 'session'; readonly token: string };

/** The token of an `Authorization: Bearer <token>` header, whichever credential it is. */
function tokenOf(header: string | undefined): string | null {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The one reading of an `Authorization: Bearer <token>` header, for the request context (the
 * guard, the edge, the kept catalogue answers and the GraphQL gates read the caller from there).
 */
export function bearerOf(header: string | undefined): Bearer | null {
  const token = tokenOf(header);
  if (token === null) return null;
  return token.startsWith(API_KEY_MARK) ? { kind: 'apiKey', secret: token } : { kind: 'session', token };
}

/** The session token a header carries (none for an API key): what the session caches know. No object made: the edge asks it per request. */
export function sessionTokenOf(header: string | undefined): string | null {
  const token = tokenOf(header);
  return token !== null && !token.startsWith(API_KEY_MARK) ? token : null;
}

/**
 * The token of any header whose first two words are `Bearer <token>` (`Bearer  a`, `Bearer a b`), as
 * passport-jwt read it: what bearerOf does not read is still checked in full as a session token, so
 * such a header is answered as it always was (a `wtr_` token there is no key: it fails as a session).
 */
export function looseBearerTokenOf(header: string | undefined): string | null {
  const match = /(\S+)\s+(\S+)/.exec(header ?? '');
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}
