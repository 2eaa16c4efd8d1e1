import type { ApolloClient, DocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useEffect, useState } from 'react';
import { createApolloClient } from './apollo';
import { onSessionRefused, sessionToken } from './authorized-http';
import { takeArrivedEarlyData } from './early-query';
import {
  clearSession,
  forgetRememberedToken,
  getSession,
  signOutTarget,
  subscribeSession,
  type SessionEndedState,
} from '../state/session';
import { PATHS } from '../lib/paths';
import { muteFailuresUntilNavigation } from '../state/toast';

let client: ApolloClient | undefined;
let navigateAway: ((to: string, state?: SessionEndedState) => void) | undefined;
/** The page a navigation under way is going to (its code or data still loading), if any. */
const SIGN_IN_PAGES: readonly string[] = [PATHS.loginPage, PATHS.employeeLoginPage, PATHS.registerPage];
/** The queries a route asked for before its screen rendered, not yet taken by the screen. */
const preloaded = new Set<DocumentNode>();

/** A session the server no longer accepts ends here, whichever request found out. */
function sessionEnded(): void {
  const ended = getSession();
  forgetRememberedToken(ended?.token);
  clearSession();
  // Already signed out (another request of the same page found out first): nothing more to do.
  if (!ended) return;
  // The address bar's page: while another page opens (a request made for it as its code loads), the
  // router still shows the last one but the address is the new page's, where a new login goes.
  const here = signOutTarget(window.location.pathname);
  // The portal's login page says why, and a new login comes back here.
  const from = SIGN_IN_PAGES.includes(here) ? undefined : here;
  if (from && navigateAway) muteFailuresUntilNavigation();
  navigateAway?.(ended.role === 'Employee' ? PATHS.employeeLoginPage : PATHS.loginPage, {
    sessionEnded: true,
    ...(from ? { from } : {}),
  });
}

/**
 * The tab's one GraphQL client, made when the API area's code first runs (not when React
 * first renders it), so a page can ask for its data while it renders. Its cache holds one
 * user's answers: it is emptied when the session ends or another user signs in.
 */
export function apiClient(): ApolloClient {
  if (client) return client;
  const created = createApolloClient(sessionEnded);
  // A 401 to a fetch outside Apollo Client (uploads, exports, the live stream) ends it alike.
  onSessionRefused(sessionEnded);
  let cachedFor = getSession()?.userId;
  subscribeSession(() => {
    const userId = getSession()?.userId;
    if (userId === cachedFor) return;
    cachedFor = userId;
    preloaded.clear();
    void created.clearStore();
  });
  client = created;
  return created;
}

/** Where a session ended by the server sends the visitor (the router's navigate, from the API area). */
export function onSessionEndedNavigate(navigate: (to: string, state?: SessionEndedState) => void): () => void {
  navigateAway = navigate;
  return () => {
    if (navigateAway === navigate) navigateAway = undefined;
  };
}

/**
 * Asks for a screen's query (without variables) as soon as the screen's code has arrived,
 * while React still renders the page: the answer is on its way, or here, when the screen
 * mounts, instead of being asked for after it mounts.
 */
export function preloadQuery(query: DocumentNode): void {
  preloaded.add(query);
  const client = apiClient();
  // The shell's early request already answered (the usual case: its answer is small, the code is not):
  // into the cache now, so that the screen's first render is the page, not a loading state.
  const early = takeArrivedEarlyData(operationName(query), {}, sessionToken());
  if (early) return void client.writeQuery({ query, data: early });
  client.query({ query, fetchPolicy: 'network-only' }).catch(() => preloaded.delete(query));
}

/**
 * A screen's query with variables (an order's page): the shell's early answer for exactly these
 * variables, when already in, goes into the cache before the screen's first render, which then shows
 * the data, not a loading state (nor, after the server's first screen, a loading state between two
 * renders of the same order). True when it was taken: the answer is as fresh as the page.
 */
export function takeArrivedEarlyAnswer(query: DocumentNode, variables: Record<string, unknown>): boolean {
  const early = takeArrivedEarlyResult<Record<string, unknown>>(query, variables);
  if (early) apiClient().writeQuery({ query, variables, data: early });
  return early !== null;
}

/**
 * The shell's early answer to `query` with exactly `variables`, when already in and taken here (so no
 * request is made for it): for a screen that reads its answer itself rather than through the cache
 * (a paged list). Null otherwise, and in the server's render of a screen.
 */
export function takeArrivedEarlyResult<TData>(query: DocumentNode, variables: Record<string, unknown>): TData | null {
  if (typeof window === 'undefined') return null; // the server's render of a screen has no early answer
  return takeArrivedEarlyData(operationName(query), variables, sessionToken()) as TData | null;
}

const operationName = (query: DocumentNode) =>
  query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;

/**
 * The fetch policy of a screen's first query: the answer its route preloaded is as fresh as
 * the page (the screen joins the request if it is still on its way); otherwise the cached
 * answer shows at once and the server is asked again. The screen takes the preloaded answer
 * once it has mounted (React may render and drop a screen before it mounts), so the next
 * visit asks the server again.
 */
export function useFirstFetchPolicy(query: DocumentNode): WatchQueryFetchPolicy {
  const [policy] = useState<WatchQueryFetchPolicy>(() => (preloaded.has(query) ? 'cache-first' : 'cache-and-network'));
  useEffect(() => void preloaded.delete(query), [query]);
  return policy;
}
