import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of } from 'rxjs';
import { takeEarlyAnswer } from './early-query';
import { authorization, sessionToken } from './authorized-http';
import { getSession, notifySessionChanged } from '../state/session';
import { TRADE_BUYER_KEY } from '../state/trade-buyer';

/** Operations that answer UNAUTHENTICATED for a wrong password, not for an ended session. */
const LOGIN_OPERATIONS = new Set(['CustomerLogin', 'EmployeeLogin']);

/** Notes whether the signed-in customer's trade terms are an approved account's, for the side menu (state/trade-buyer.ts). */
function noteTradeBuyer(trade: boolean): void {
  if (typeof window === 'undefined') return; // the server's render of a customer's screen (app/server-screens.tsx)
  const userId = getSession()?.userId;
  if (!userId || (sessionStorage.getItem(TRADE_BUYER_KEY) === userId) === trade) return;
  if (trade) sessionStorage.setItem(TRADE_BUYER_KEY, userId);
  else sessionStorage.removeItem(TRADE_BUYER_KEY);
  notifySessionChanged();
}

/** The cache of the signed-in areas: products and orders are known by their own IDs (tests use it too). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['productId'] },
      Order: { keyFields: ['orderId'] },
      // Wherever the trade terms are read (storefront, cart, a product's page) the side menu learns whether to offer Standing orders.
      Query: {
        fields: {
          myTradeTerms: {
            merge(_existing: unknown, incoming: unknown) {
              noteTradeBuyer(incoming !== null);
              return incoming;
            },
          },
        },
      },
    },
  });
}

/**
 * Answers an operation the early script already asked for (./early-query.ts) with its
 * answer; anything else, or an early request that failed, goes to the server.
 */
function earlyAnswers(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answer = takeEarlyAnswer(operation.operationName, operation.variables, sessionToken());
    if (!answer) return forward(operation);
    return from(answer).pipe(mergeMap((result) => (result ? of(result as ApolloLink.Result) : forward(operation))));
  });
}

/**
 * The GraphQL client of the signed-in areas: sends the session token, and signs the
 * user out when the server says the session is no longer valid.
 */
export function createApolloClient(onSessionEnded: () => void): ApolloClient {
  const auth = new SetContextLink((previous) => {
    const token = sessionToken();
    return token ? { headers: { ...previous.headers, ...authorization(token) } } : {};
  });
  const sessionEnded = new ErrorLink(({ error, operation }) => {
    if (LOGIN_OPERATIONS.has(operation.operationName ?? '')) return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'))
      onSessionEnded();
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionEnded, auth, earlyAnswers(), new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
