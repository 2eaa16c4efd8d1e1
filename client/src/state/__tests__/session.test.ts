import { gql } from '@apollo/client';
import { testToken } from '../../test/kit';
import { createApolloClient } from '../../api/apollo';
import { print } from 'graphql';
import { LogoutDocument } from '../session.generated';
import { LOGOUT_MUTATION, logout } from '../logout';
import {
  clearSession,
  decodeToken,
  forgetRememberedToken,
  getSession,
  isTokenExpired,
  restoreRememberedSession,
  SESSION_KEYS,
  signOutTarget,
  startSession,
  subscribeSession,
} from '../session';

describe('session', () => {
  it('is expired when the token is absent, undecodable, or past its exp', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('')).toBe(true);
    expect(isTokenExpired('not-a-token')).toBe(true);
    expect(isTokenExpired('a.%%%.c')).toBe(true);
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(isTokenExpired(testToken({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(testToken({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(decodeToken(testToken({ FullName: 'Juan Santos' }))?.FullName).toBe('Juan Santos');
  });

  it('stores a login in session storage, and the token in local storage under the role’s key', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    startSession({ token: 'customer-token', userId: 'c-1', role: 'Customer' });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('customer-token');
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe('c-1');
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('Customer');
    expect(localStorage.getItem('customerToken')).toBe('customer-token');
    startSession({ token: 'employee-token', userId: 'e-1', role: 'Employee' });
    expect(localStorage.getItem('employeeToken')).toBe('employee-token');
    expect(listener).toHaveBeenCalledTimes(2);
    clearSession();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  describe('a new tab of a signed-in browser', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    const token = (sub: string, role: string, expInSeconds: number) =>
      testToken({ sub, role, exp: now / 1000 + expInSeconds });
    beforeEach(() => {
      sessionStorage.clear();
      localStorage.clear();
    });

    it('starts its session from the remembered token while it is unexpired', () => {
      const customer = token('c-1', 'Customer', 600);
      localStorage.setItem('customerToken', customer);
      restoreRememberedSession(now);
      expect(getSession()).toEqual({ token: customer, userId: 'c-1', role: 'Customer' });
    });

    it('takes the newest of a customer and an employee token, and never an expired or mislabelled one', () => {
      localStorage.setItem('customerToken', token('c-1', 'Customer', 600));
      const employee = token('e-1', 'Employee', 1200);
      localStorage.setItem('employeeToken', employee);
      restoreRememberedSession(now);
      expect(getSession()?.token).toBe(employee);

      sessionStorage.clear();
      localStorage.setItem('customerToken', token('c-1', 'Customer', -1));
      localStorage.setItem('employeeToken', token('c-1', 'Customer', 600));
      restoreRememberedSession(now);
      expect(getSession()).toBeNull();
    });

    it('leaves a tab that already has a session alone', () => {
      startSession({ token: token('c-2', 'Customer', 60), userId: 'c-2', role: 'Customer' });
      localStorage.setItem('employeeToken', token('e-1', 'Employee', 6000));
      restoreRememberedSession(now);
      expect(getSession()?.userId).toBe('c-2');
    });

    it('forgets a token the server ended, so no tab restores it', () => {
      const dead = token('c-1', 'Customer', 600);
      localStorage.setItem('customerToken', dead);
      forgetRememberedToken(dead);
      restoreRememberedSession(now);
      expect(localStorage.getItem('customerToken')).toBeNull();
      expect(getSession()).toBeNull();
    });
  });

  it('stays on the current address after sign-out, except under /transactions', () => {
    expect(signOutTarget('/storefront')).toBe('/storefront');
    expect(signOutTarget('/home')).toBe('/home');
    expect(signOutTarget('/transactions/42')).toBe('/home');
  });

  it('logout removes the refresh flags, the cart and order keys and the remembered token, and clears the session', () => {
    startSession({ token: 't', userId: 'c-9', role: 'Customer' });
    for (const key of ['ordersUpdated', 'pendingsUpdated', 'cartCleared', 'cart_c-9', 'orders_c-9'])
      localStorage.setItem(key, '1');
    localStorage.setItem('theme', 'kept');
    logout();
    expect(Object.keys(localStorage).sort()).toEqual(['theme']);
    expect(sessionStorage.length).toBe(0);
  });

  it('logout ends the session on the server with the typed Logout document, without waiting for the answer', () => {
    const realFetch = global.fetch;
    const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      startSession({ token: 'the-token', userId: 'c-9', role: 'Customer' });
      logout();
      expect(sessionStorage.length).toBe(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/graphql');
      expect(init).toMatchObject({
        method: 'POST',
        keepalive: true,
        headers: { authorization: 'Bearer the-token', 'content-type': 'application/json' },
      });
      expect(JSON.parse(init.body as string)).toEqual({ operationName: 'Logout', query: print(LogoutDocument) });
      expect(LOGOUT_MUTATION).toBe(print(LogoutDocument));
    } finally {
      global.fetch = realFetch;
    }
  });

  it('logout without a session sends nothing', () => {
    const realFetch = global.fetch;
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      logout();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('the GraphQL client of the signed-in areas', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function answer(body: object) {
    const fetchMock = jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    global.fetch = fetchMock as typeof fetch;
    return fetchMock;
  }

  it('sends the session token and signs out when the server says the session ended', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'the-token');
    const fetchMock = answer({
      data: null,
      errors: [
        {
          message: 'Your session is invalid or has expired. Please log in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    const ended = jest.fn();
    const client = createApolloClient(ended);
    await expect(
      client.query({
        query: gql`
          query Me {
            me {
              id
            }
          }
        `,
      }),
    ).rejects.toThrow();
    const headers = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer the-token');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does not sign out for a wrong password at login', async () => {
    answer({
      data: null,
      errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const ended = jest.fn();
    const client = createApolloClient(ended);
    await expect(
      client.mutate({
        mutation: gql`
          mutation CustomerLogin {
            customerLogin(input: { userName: "a", password: "b" }) {
              token
            }
          }
        `,
      }),
    ).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });
});
