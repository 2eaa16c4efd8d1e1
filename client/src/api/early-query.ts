/**
 * A script of its own (an entry of the build, linked from the application shell as an async
 * module before the main one): as soon as it is in, long before the page's code has arrived
 * and run, it asks for the signed-in screen's first query. Apollo Client's link takes the
 * answer instead of asking again (./apollo.ts), so the products and their first pictures no
 * longer wait for the 90 KB entry. It must stay tiny and import nothing the main entry
 * imports: the queries come printed from the build.
 */
import { EARLY_PICTURES, EARLY_REQUESTS, type EarlyRequest, type EarlyVariable } from 'virtual:early-queries';
import { preloadModule, startCodeAfterFirstPicture } from '../lib/code-after-first-picture';
import { ROLE_CHUNKS_META } from '../lib/role-chunks.js';

/**
 * The session's keys and bearer header as ./authorized-http.ts and state/session.ts write them,
 * copied: importing either would put it in a chunk shared with the entry, which this script would
 * then wait for (app/__tests__/early-query.test.ts checks the copies).
 */
const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
/** Manila's offset from UTC, all year (copied as the keys are: @waters/domain's MANILA_OFFSET_MS). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/**
 * An early answer is the page load's: taken only this long after it was asked for. The page's
 * code arrives within seconds; a screen opened later (after leaving the page first) asks anew.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

export type EarlyAnswer = { data?: unknown; errors?: unknown[] } | null;

interface Pending {
  operationName: string;
  /** Its variables, as `sameVariables` compares them. */
  variables: string;
  token: string;
  askedAt: number;
  answer: Promise<EarlyAnswer>;
  /** The answer once it is in (the request done), for a screen that renders from it at once. */
  arrived?: EarlyAnswer;
}

/** The request this page asked for, until Apollo Client takes it. */
let pending: Pending | null = null;

/** A path parameter that is an ID: as the screens read it (features/orders/OrderDetails.tsx). */
const ID = /^[1-9]\d{0,9}$/;

/**
 * Today in Manila, YYYY-MM-DD (as @waters/domain's manilaDay, UTC+8 without daylight saving;
 * app/__tests__/early-query.test.ts compares them): arithmetic, as a first Intl formatter with a
 * time zone would cost a phone 60 ms and more of this script's run.
 */
export const manilaToday = (now = new Date()) => new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The route's parameters at this address, or null when it is not the route's. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]);
    else if (part !== have[i]) return null;
  }
  return params;
}

/** The variables as the screen sets them at this address; null when a path parameter is not an ID. */
function fillVariables(
  variables: Readonly<Record<string, EarlyVariable>>,
  params: Record<string, string>,
): Record<string, unknown> | null {
  const filled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value !== null && typeof value === 'object' && 'idFromPath' in value) {
      const raw = params[value.idFromPath] ?? '';
      if (!ID.test(raw)) return null;
      filled[name] = Number(raw);
    } else if (value !== null && typeof value === 'object') filled[name] = manilaToday();
    else filled[name] = value;
  }
  return filled;
}

/** Variables compared as sent: keys in any order, undefined ones left out (JSON drops them). */
const sameVariables = (variables: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(variables)
      .filter((name) => variables[name] !== undefined)
      .sort()
      .map((name) => [name, variables[name]]),
  );

/** Asks for the first query of the screen at this address for the signed-in role, if it has one. */
export function startEarlyQuery(requests: readonly EarlyRequest[], pathname: string, search = ''): void {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const role = sessionStorage.getItem(ROLE_KEY);
  if (!token) return;
  for (const request of requests) {
    // A query string may set a screen's variables (a day, a zone): such a screen asks itself.
    const plain = search === '' || Object.keys(request.variables).length === 0;
    const params = request.role === role && plain ? matchPath(request.path, pathname) : null;
    const variables = params && fillVariables(request.variables, params);
    if (!variables) continue;
    const { operationName, query } = request;
    // As Apollo's HttpLink sends it. A failed or refused request is Apollo's to make again.
    const answer = fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ operationName, variables, query }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<EarlyAnswer>) : null))
      .catch(() => null);
    const asked: Pending = { operationName, variables: sameVariables(variables), token, askedAt: Date.now(), answer };
    pending = asked;
    void answer.then((data) => (asked.arrived = data));
    // The first card of the catalogue's own order (a search or a sort shows another first).
    if (request.picture && search === '') void answer.then((data) => preloadPicture(request, data));
    return;
  }
}

/** The session's role, or null when nobody is signed in. */
const signedInRole = () => (sessionStorage.getItem(TOKEN_KEY) ? sessionStorage.getItem(ROLE_KEY) : null);

/**
 * On a page with one screen per role, the signed-in role's screen starts downloading now, beside
 * the entry, instead of once the entry has run and read the session: the shell lists each role's
 * files (scripts/finish-build.mjs), and preloads none itself, so nobody downloads another role's.
 */
export function preloadRoleScreen(): void {
  const role = signedInRole();
  const listed = document.querySelector(`meta[name="${ROLE_CHUNKS_META}"]`)?.getAttribute('content');
  if (!role || !listed) return;
  let files: unknown;
  try {
    files = (JSON.parse(listed) as Record<string, unknown>)[role];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files.filter(
    (name): name is string => typeof name === 'string' && /^assets\/[\w.-]+\.js$/.test(name),
  ))
    preloadModule(document, `/${file}`, 'low');
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
 * The early answer to this operation with these variables for this token, once: null when
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
    pending.variables !== sameVariables(variables)
  )
    return null;
  const { answer, askedAt } = pending;
  pending = null;
  return Date.now() - askedAt <= EARLY_ANSWER_MAX_AGE_MS ? answer : null;
}

/**
 * The early answer's data if it is already in and is data alone (no errors), taken as takeEarlyAnswer
 * takes it; otherwise null, and it is left for Apollo Client's link (which also handles its errors). A
 * screen whose code arrives after the answer renders its first frame from it, not from a loading state.
 */
export function takeArrivedEarlyData(
  operationName: string | undefined,
  variables: Record<string, unknown>,
  token: string | null,
): Record<string, unknown> | null {
  const arrived = pending?.arrived;
  if (!arrived?.data || arrived.errors !== undefined) return null;
  return takeEarlyAnswer(operationName, variables, token) ? (arrived.data as Record<string, unknown>) : null;
}

// Not in the build's pre-renderer (Node), which bundles the API area's code without running it.
if (typeof window !== 'undefined') {
  startEarlyQuery(EARLY_REQUESTS, window.location.pathname, window.location.search);
  // The role's screen files start with the page's code, which a first screen's picture may hold back.
  startCodeAfterFirstPicture(signedInRole(), preloadRoleScreen);
}
