import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { SESSION_KEYS } from './session';

/** Operations that answer UNAUTHENTICATED for a wrong password, not for an ended session. */
const LOGIN_OPERATIONS = new Set(['CustomerLogin', 'EmployeeLogin']);

/** The cache of the signed-in areas: products and orders are known by their own IDs (tests use it too). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['productId'] },
      Order: { keyFields: ['orderId'] },
    },
  });
}

/**
 * The GraphQL client of the signed-in areas: sends the session token, and signs the
 * user out when the server says the session is no longer valid.
 */
export function createApolloClient(onSessionEnded: () => void): ApolloClient {
  const auth = new SetContextLink((previous) => {
    const token = sessionStorage.getItem(SESSION_KEYS.token);
    return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
  });
  const sessionEnded = new ErrorLink(({ error, operation }) => {
    if (LOGIN_OPERATIONS.has(operation.operationName ?? '')) return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onSessionEnded();
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionEnded, auth, new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
