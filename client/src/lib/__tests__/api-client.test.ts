import { gql } from '@apollo/client';
import { apiClient, firstFetchPolicy, onSessionEndedNavigate, preloadQuery } from '../api-client';
import { clearSession, getSession, SESSION_KEYS, startSession } from '../session';

const PRODUCTS = gql`
  query Products {
    availableProducts {
      productId
    }
  }
`;
const answer = { data: { availableProducts: [{ __typename: 'Product', productId: 'DRY-001' }] } };

/** The server, answering every request with `body` once `release` is called (or at once). */
function server(body: unknown = answer) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const fetchMock = jest.fn(async () => {
    await released;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release };
}

/** A screen's first query, as useQuery watches it. */
function watch(fetchPolicy = firstFetchPolicy(PRODUCTS)) {
  const results: unknown[] = [];
  const subscription = apiClient()
    .watchQuery({ query: PRODUCTS, fetchPolicy })
    .subscribe((result) => results.push(result.data));
  return { results, fetchPolicy, stop: () => subscription.unsubscribe() };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  startSession({ token: 'token-a', userId: 'customer-a', role: 'Customer' });
  await apiClient().clearStore();
  firstFetchPolicy(PRODUCTS);
});

describe('the tab’s GraphQL client', () => {
  it('is made once', () => {
    expect(apiClient()).toBe(apiClient());
  });

  it('a screen whose route preloaded its query joins the request on its way: the server is asked once', async () => {
    const { fetchMock, release } = server();
    preloadQuery(PRODUCTS);
    const screen = watch();
    expect(screen.fetchPolicy).toBe('cache-first');
    release();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.results.at(-1)).toEqual(answer.data);
    screen.stop();
  });

  it('a screen mounting after the preloaded answer came shows it without asking again', async () => {
    const { fetchMock, release } = server();
    release();
    preloadQuery(PRODUCTS);
    await settle();
    const screen = watch();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.results.at(-1)).toEqual(answer.data);
    screen.stop();
  });

  it('the preloaded answer is taken once: the next visit shows the cache and asks the server again', async () => {
    const { fetchMock, release } = server();
    release();
    preloadQuery(PRODUCTS);
    await settle();
    watch().stop();
    const again = watch();
    expect(again.fetchPolicy).toBe('cache-and-network');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    again.stop();
  });

  it('a preload that failed is not taken: the screen asks the server itself', async () => {
    const { release } = server({ data: null, errors: [{ message: 'Unexpected error.' }] });
    release();
    preloadQuery(PRODUCTS);
    await settle();
    expect(firstFetchPolicy(PRODUCTS)).toBe('cache-and-network');
  });

  it('forgets one user’s answers when another signs in or the session ends', async () => {
    const { release } = server();
    release();
    await apiClient().query({ query: PRODUCTS });
    expect(apiClient().readQuery({ query: PRODUCTS })).toEqual(answer.data);

    startSession({ token: 'token-b', userId: 'customer-b', role: 'Customer' });
    await settle();
    expect(apiClient().readQuery({ query: PRODUCTS })).toBeNull();

    // The same user's session, stored again (a fresh login in the tab), keeps the answers.
    await apiClient().query({ query: PRODUCTS });
    startSession({ token: 'token-b2', userId: 'customer-b', role: 'Customer' });
    await settle();
    expect(apiClient().readQuery({ query: PRODUCTS })).toEqual(answer.data);

    clearSession();
    await settle();
    expect(apiClient().readQuery({ query: PRODUCTS })).toBeNull();
  });

  it('a session the server ended is cleared and the visitor sent on by the router', async () => {
    const { release } = server({ data: null, errors: [{ message: 'Your session is invalid or has expired. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
    release();
    const navigate = jest.fn();
    const stop = onSessionEndedNavigate(navigate);
    await expect(apiClient().query({ query: PRODUCTS, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    stop();
  });
});
