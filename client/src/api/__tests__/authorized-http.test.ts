import {
  authorization,
  authorizedFetch,
  onSessionRefused,
  SESSION_TOKEN_KEY,
  sessionToken,
  xsrfHeaders,
} from '../authorized-http';
import { SESSION_KEYS } from '../../state/session';

const realFetch = global.fetch;
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const sentHeaders = (call = 0) => fetchMock.mock.calls[call][1]?.headers as Record<string, string>;
const answer = (status: number) => fetchMock.mockResolvedValue(new Response('{}', { status }));
const signIn = (token = 'session-token') => sessionStorage.setItem(SESSION_KEYS.token, token);

let endSession: jest.Mock;
let stopListening: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  answer(200);
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  endSession = jest.fn();
  stopListening = onSessionRefused(endSession);
});
afterEach(() => {
  stopListening();
  global.fetch = realFetch;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the session’s headers', () => {
  it('reads the token state/session.ts stores, and writes it as a bearer header', () => {
    expect(SESSION_TOKEN_KEY).toBe(SESSION_KEYS.token);
    expect(sessionToken()).toBeNull();
    expect(authorization()).toEqual({});
    signIn();
    expect(sessionToken()).toBe('session-token');
    expect(authorization()).toEqual({ authorization: 'Bearer session-token' });
    expect(authorization('other')).toEqual({ authorization: 'Bearer other' });
    expect(authorization(null)).toEqual({});
  });

  it('echoes the XSRF-TOKEN cookie among the others, and nothing without one', () => {
    document.cookie = 'NOT-XSRF-TOKEN=other';
    expect(xsrfHeaders()).toEqual({ 'x-xsrf-token': 'xsrf-1' });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(xsrfHeaders()).toEqual({});
    document.cookie = 'NOT-XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});

describe('authorizedFetch', () => {
  it('sends the session’s bearer token with the caller’s headers, and none when signed out', async () => {
    await authorizedFetch('/api/exports/order-activity-log.csv');
    expect(sentHeaders()).toEqual({});
    signIn();
    await authorizedFetch('/api/live/orders', { headers: { accept: 'text/event-stream' } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/live/orders');
    expect(sentHeaders(1)).toEqual({ authorization: 'Bearer session-token', accept: 'text/event-stream' });
  });

  it('adds the XSRF echo to a POST or PUT to /api, not to a GET or to /graphql', async () => {
    signIn();
    await authorizedFetch('/api/uploads/product-images', {
      method: 'POST',
      body: 'picture',
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: 'picture' });
    expect(sentHeaders(0)).toEqual({
      authorization: 'Bearer session-token',
      'x-xsrf-token': 'xsrf-1',
      'content-type': 'image/jpeg',
    });
    await authorizedFetch('/api/orders/7/payment-proof', { method: 'put' });
    expect(sentHeaders(1)).toHaveProperty('x-xsrf-token', 'xsrf-1');
    await authorizedFetch('/api/orders/7/payment-proof');
    await authorizedFetch('/graphql', { method: 'POST' });
    expect(sentHeaders(2)).not.toHaveProperty('x-xsrf-token');
    expect(sentHeaders(3)).not.toHaveProperty('x-xsrf-token');
  });

  it('sends the caller’s own Authorization (an API key) instead of the session’s, and no token when told not to', async () => {
    signIn();
    await authorizedFetch('/graphql', { method: 'POST', headers: { Authorization: 'Bearer wtr_key' } });
    expect(sentHeaders(0)).toEqual({ Authorization: 'Bearer wtr_key' });
    await authorizedFetch('/graphql', { method: 'POST' }, { withSession: false });
    expect(sentHeaders(1)).toEqual({});
  });

  it('ends the session when the server refuses its token with a 401, and still answers the caller', async () => {
    signIn();
    answer(401);
    const response = await authorizedFetch('/api/uploads/product-images', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a 403, a 401 without the session’s token, or a 401 to a token no longer the session’s', async () => {
    answer(401);
    await authorizedFetch('/api/exports/order-activity-log.csv');
    signIn();
    await authorizedFetch('/graphql', { method: 'POST', headers: { authorization: 'Bearer wtr_key' } });
    await authorizedFetch('/graphql', { method: 'POST' }, { withSession: false });
    answer(403);
    await authorizedFetch('/api/live/orders');
    let refuse!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (refuse = resolve)));
    const old = authorizedFetch('/api/live/orders');
    signIn('newer-login');
    refuse(new Response('', { status: 401 }));
    await old;
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ends nothing once the session’s ending is no longer registered', async () => {
    stopListening();
    signIn();
    answer(401);
    await expect(authorizedFetch('/api/live/orders')).resolves.toHaveProperty('status', 401);
    expect(endSession).not.toHaveBeenCalled();
  });
});
