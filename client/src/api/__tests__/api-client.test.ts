import { gql } from '@apollo/client';
import { act, render, renderHook } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { apiClient, onSessionEndedNavigate, preloadQuery, useFirstFetchPolicy } from '../api-client';
import { clearSession, getSession, PERSISTENT_TOKEN_KEYS, SESSION_KEYS, startSession } from '../../state/session';
import { UPLOAD_MESSAGES, uploadProductImage } from '../picture-upload';

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

/** The fetch policy a screen mounting now gets for its first query. */
const mountedScreenPolicy = () => renderHook(() => useFirstFetchPolicy(PRODUCTS)).result.current;

/** A screen's first query, as useQuery watches it. */
function watch(fetchPolicy = mountedScreenPolicy()) {
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
  mountedScreenPolicy();
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

  it('a screen React renders but drops before mounting leaves the preloaded answer to the one that mounts', async () => {
    server();
    preloadQuery(PRODUCTS);
    const policies: string[] = [];
    let ready = false;
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    // Suspends on its first render: React drops that render and renders the screen again later.
    function Screen() {
      policies.push(useFirstFetchPolicy(PRODUCTS));
      if (!ready) throw gate;
      return null;
    }
    render(createElement(Suspense, { fallback: null }, createElement(Screen)));
    const dropped = policies.length;
    expect(dropped).toBeGreaterThan(0);
    ready = true;
    await act(async () => release());
    expect(policies.length).toBeGreaterThan(dropped);
    // Every render, the dropped ones and the one that mounted, joins the preloaded answer.
    expect(new Set(policies)).toEqual(new Set(['cache-first']));
    // Mounted: the answer is taken.
    expect(mountedScreenPolicy()).toBe('cache-and-network');
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
    expect(mountedScreenPolicy()).toBe('cache-and-network');
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

  it.each([
    ['Customer', '/login-page'],
    ['Employee', '/employee-login-page'],
  ])(
    'a %s session the server ended is cleared and the visitor sent to %s, told why and where to come back to',
    async (role, loginPage) => {
      startSession({ token: 'ended-token', userId: 'u-9', role });
      await settle(); // the cache of the previous user is emptied first
      const { release } = server({
        data: null,
        errors: [
          {
            message: 'Your session is invalid or has expired. Please log in again.',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      });
      release();
      const navigate = jest.fn();
      const stop = onSessionEndedNavigate(navigate);
      await expect(apiClient().query({ query: PRODUCTS, fetchPolicy: 'network-only' })).rejects.toThrow();
      expect(getSession()).toBeNull();
      expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
      expect(navigate).toHaveBeenCalledWith(loginPage, { sessionEnded: true, from: '/' });
      stop();
    },
  );

  it('a session found ended while another page is opening (a request made for it as its code loads) comes back to that page', async () => {
    startSession({ token: 'ended-token', userId: 'u-9', role: 'Customer' });
    await settle();
    global.fetch = jest.fn(async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    // The address bar has the page being opened; the router still shows the last one.
    window.history.pushState(null, '', '/complete-orders');
    const navigate = jest.fn();
    const stop = onSessionEndedNavigate(navigate);
    await expect(uploadProductImage(new File(['jpeg'], 'bangus.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      UPLOAD_MESSAGES.signedOut,
    );
    expect(navigate).toHaveBeenCalledWith('/login-page', { sessionEnded: true, from: '/complete-orders' });
    stop();
    window.history.replaceState(null, '', '/');
  });

  it('a 401 to a fetch outside Apollo Client (an upload) ends the session the same way, and the caller still says why', async () => {
    startSession({ token: 'ended-token', userId: 'e-9', role: 'Employee' });
    await settle();
    global.fetch = jest.fn(async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const navigate = jest.fn();
    const stop = onSessionEndedNavigate(navigate);
    await expect(uploadProductImage(new File(['jpeg'], 'bangus.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      UPLOAD_MESSAGES.signedOut,
    );
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(PERSISTENT_TOKEN_KEYS.Employee)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/employee-login-page', { sessionEnded: true, from: '/' });
    stop();
  });

  it('without a session, an UNAUTHENTICATED answer leaves the visitor where they are', async () => {
    clearSession();
    await settle();
    const { release } = server({
      data: null,
      errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    release();
    const navigate = jest.fn();
    const stop = onSessionEndedNavigate(navigate);
    await expect(apiClient().query({ query: PRODUCTS, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});
