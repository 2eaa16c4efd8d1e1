/**
 * The session's HTTP outside Apollo Client: the one place that reads the session token for a
 * request, writes its bearer header and the XSRF echo, and reports a session the server refused.
 * It is in the entry chunk (state/logout.ts), so it imports nothing.
 */

/**
 * The sessionStorage key state/session.ts writes the token under (SESSION_KEYS.token). Not imported
 * there: the bundler would then split this module into a file of its own, loaded by every page.
 */
export const SESSION_TOKEN_KEY = 'token';

/** Methods the server's XSRF check lets through (server/src/http/csrf.ts). */
const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/i;

/** The signed-in session's token; null when signed out. */
export const sessionToken = (): string | null => sessionStorage.getItem(SESSION_TOKEN_KEY);

/** The bearer header of `token` (by default the session's); none without a token. */
export const authorization = (token: string | null | undefined = sessionToken()): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** The XSRF-TOKEN cookie the server gave this browser, echoed: a non-GET /api call must send it. */
export function xsrfHeaders(): Record<string, string> {
  const token = /(?:^|;\s*)XSRF-TOKEN=([^;=]*)/.exec(document.cookie)?.[1];
  return token ? { 'x-xsrf-token': token } : {};
}

let endRefusedSession: (() => void) | undefined;

/** Who ends a session the server refused (src/api/api-client.ts): handed in, so this module imports nothing. */
export function onSessionRefused(end: () => void): () => void {
  endRefusedSession = end;
  return () => {
    if (endRefusedSession === end) endRefusedSession = undefined;
  };
}

export type AuthorizedInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

export interface AuthorizedFetchOptions {
  /** false: the session's token is not sent (the explorer sends only an employee's). */
  readonly withSession?: boolean;
}

/**
 * fetch with the session's bearer token (unless the caller names its own Authorization, an API
 * key) and, on an unsafe /api call, the XSRF echo. A 401 to the session's token ends the session
 * as a GraphQL UNAUTHENTICATED does; the caller still gets the answer, to say what failed.
 */
export async function authorizedFetch(
  url: string,
  init: AuthorizedInit = {},
  { withSession = true }: AuthorizedFetchOptions = {},
): Promise<Response> {
  const own = init.headers ?? {};
  const token = withSession && !Object.keys(own).some((name) => /^authorization$/i.test(name)) ? sessionToken() : null;
  const unsafeApi = url.startsWith('/api/') && !SAFE_METHOD.test(init.method ?? 'GET');
  const response = await fetch(url, {
    ...init,
    headers: { ...authorization(token), ...(unsafeApi ? xsrfHeaders() : {}), ...own },
  });
  // Only while the refused token is still the session's: an old answer never ends a newer login.
  if (response.status === 401 && token && token === sessionToken()) endRefusedSession?.();
  return response;
}
