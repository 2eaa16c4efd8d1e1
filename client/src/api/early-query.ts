/**
 * A script of its own (an entry of the build, linked from the application shell as an async
 * module before the main one): as soon as it is in, long before the page's code has arrived
 * and run, it asks for the signed-in screen's first query. Apollo Client's link takes the
 * answer instead of asking again (./apollo.ts), so the products and their first pictures no
 * longer wait for the 90 KB entry. It must stay tiny and import nothing the main entry
 * imports: the queries come printed from the build.
 */
import { EARLY_PICTURES, EARLY_REQUESTS, type EarlyRequest } from 'virtual:early-queries';

/**
 * The session's keys and bearer header as ./authorized-http.ts and state/session.ts write them,
 * copied: importing either would put it in a chunk shared with the entry, which this script would
 * then wait for (app/__tests__/early-query.test.ts checks the copies).
 */
const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
/**
 * An early answer is the page load's: taken only this long after it was asked for. The page's
 * code arrives within seconds; a screen opened later (after leaving the page first) asks anew.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

export type EarlyAnswer = { data?: unknown; errors?: unknown[] } | null;

interface Pending {
  operationName: string;
  token: string;
  askedAt: number;
  answer: Promise<EarlyAnswer>;
}

/** The request this page asked for, until Apollo Client takes it. */
let pending: Pending | null = null;

/** Asks for the first query of the screen at this address for the signed-in role, if it has one. */
export function startEarlyQuery(requests: readonly EarlyRequest[], pathname: string): void {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const role = sessionStorage.getItem(ROLE_KEY);
  const request = requests.find((r) => r.path === pathname && r.role === role);
  if (!token || !request) return;
  // As Apollo's HttpLink sends it. A failed or refused request is Apollo's to make again.
  const answer = fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      authorization: `Bearer ${token}`,
    },
    body: request.body,
  })
    .then((response) => (response.ok ? (response.json() as Promise<EarlyAnswer>) : null))
    .catch(() => null);
  pending = { operationName: request.operationName, token, askedAt: Date.now(), answer };
  if (request.picture && window.location.search === '') void answer.then((data) => preloadPicture(request, data));
}

/**
 * Once the answer is in, the screen's largest paint (its first item's picture) starts downloading,
 * first, while the page's code is still on its way: a preload with the same widths and sizes as
 * the <picture> that will show it, which then takes the file from the preload.
 */
export function preloadPicture(request: EarlyRequest, answer: EarlyAnswer): void {
  const { list, image, sizes } = request.picture!;
  const items = (answer?.data as Record<string, unknown> | undefined)?.[list];
  const first = Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined;
  const srcset = typeof first?.[image] === 'string' ? EARLY_PICTURES[first[image]] : undefined;
  if (!srcset) return;
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', type: 'image/avif', imagesrcset: srcset, imagesizes: sizes };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The early answer to this operation (without variables) for this token, once: null when
 * there is none or it is too old, and the promise resolves to null when the request failed.
 */
export function takeEarlyAnswer(
  operationName: string | undefined,
  variables: Record<string, unknown>,
  token: string | null,
): Promise<EarlyAnswer> | null {
  if (
    !pending ||
    pending.operationName !== operationName ||
    pending.token !== token ||
    Object.keys(variables).length > 0
  )
    return null;
  const { answer, askedAt } = pending;
  pending = null;
  return Date.now() - askedAt <= EARLY_ANSWER_MAX_AGE_MS ? answer : null;
}

// Not in the build's pre-renderer (Node), which bundles the API area's code without running it.
if (typeof window !== 'undefined') startEarlyQuery(EARLY_REQUESTS, window.location.pathname);
