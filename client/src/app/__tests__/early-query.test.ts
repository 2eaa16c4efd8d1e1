import { EARLY_QUERIES } from '../early-queries';
import { AvailableProductsDocument } from '../../features/catalogue/api/available-products.generated';
import { createApolloClient } from '../../api/apollo';
import { authorization } from '../../api/authorized-http';
import { manilaDay } from '@waters/domain';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  manilaToday,
  preloadPicture,
  preloadRoleScreen,
  startEarlyQuery,
  takeArrivedEarlyData,
  takeEarlyAnswer,
} from '../../api/early-query';
import { apiClient, preloadQuery } from '../../api/api-client';
import { DeliveryManifestDocument } from '../../features/delivery/api/delivery-manifest.generated';
import { MyOrderDocument } from '../../features/orders/api/my-order.generated';
import { MyOrderHistoryDocument } from '../../features/orders/api/my-order-history.generated';
import { MyPendingOrdersDocument } from '../../features/orders/api/my-pending-orders.generated';
import { MyTradeTermsDocument } from '../../api/my-trade-terms.generated';
import { OrdersToAuthorizeDocument } from '../../features/orders/api/orders-to-authorize.generated';
import { CARD_SIZES } from '../../features/catalogue/components/card-sizes';
import { srcSet } from '../../lib/media';
import { PATHS } from '../../lib/paths';
import { ROLE_CHUNKS_META } from '../../lib/role-chunks.js';
import { SESSION_KEYS } from '../../state/session';
import { EARLY_REQUESTS } from '../../test/early-queries-for-tests';

const PRODUCT = {
  __typename: 'Product',
  productId: 'DRY-001',
  productName: 'Dried Danggit',
  productPrice: 180,
  productType: 'Dried',
  productStatus: 'Available',
  productImage: '/images/products/dried/danggit.webp',
  stockQuantity: null,
  lowStockThreshold: null,
};
const ANSWER = { data: { availableProducts: [PRODUCT] } };

/** The server: answers each request in turn with the next of `statuses` (200 with ANSWER, or an error). */
function server(...statuses: number[]) {
  const fetchMock = jest.fn(async () => {
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? ANSWER : { errors: [{ message: 'no' }] }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const signIn = (role: string, token = 'token-a') => {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.role, role);
};

/** The shell's early script, run for a signed-in customer opening /storefront. */
const customerOpensStorefront = () => {
  signIn('Customer');
  startEarlyQuery(EARLY_REQUESTS, PATHS.storefront);
};

beforeEach(() => {
  sessionStorage.clear();
  // Nothing left over from a test that did not take its answer.
  takeEarlyAnswer('AvailableProducts', {}, 'token-a');
});

describe('the early query (the shell’s first script)', () => {
  it('is the first query of the storefront, an order’s page, pending orders, history, the cart, the queue and deliveries, printed as Apollo Client sends it (with __typename)', () => {
    expect(EARLY_QUERIES.map(({ path, role, document }) => ({ path, role, document }))).toEqual([
      { path: PATHS.storefront, role: 'Customer', document: AvailableProductsDocument },
      { path: PATHS.orderDetails, role: 'Customer', document: MyOrderDocument },
      { path: PATHS.pendingOrders, role: 'Customer', document: MyPendingOrdersDocument },
      { path: PATHS.completeOrders, role: 'Customer', document: MyOrderHistoryDocument },
      { path: PATHS.orderPage, role: 'Customer', document: MyTradeTermsDocument },
      { path: PATHS.orderPage, role: 'Employee', document: OrdersToAuthorizeDocument },
      { path: PATHS.deliveries, role: 'Employee', document: DeliveryManifestDocument },
    ]);
    const [request] = EARLY_REQUESTS;
    expect(request.operationName).toBe('AvailableProducts');
    expect(request.variables).toEqual({});
    expect(request.query).toMatch(/availableProducts \{\s+\.\.\.ProductCard\s+__typename\s+\}/);
    expect(request.query).toMatch(/unitsLeft\s+__typename\s+\}/);
  });

  it('a customer opening the storefront: asked at once with the session’s token, taken once', async () => {
    const fetchMock = server();
    customerOpensStorefront();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer token-a' });
    // Its own copy of the bearer header (it imports nothing the entry does) is the one every other request sends.
    expect(init.headers).toMatchObject(authorization('token-a'));
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'AvailableProducts',
      variables: {},
      query: EARLY_REQUESTS[0].query,
    });
    await expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).resolves.toEqual(ANSWER);
    expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).toBeNull();
  });

  it.each([
    ['an employee on the storefront', 'Employee', PATHS.storefront],
    ['a customer on another page', 'Customer', PATHS.editProfile],
  ])('%s: nothing is asked', (_case, role, path) => {
    const fetchMock = server();
    signIn(role);
    startEarlyQuery(EARLY_REQUESTS, path);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).toBeNull();
  });

  it('a customer opening an order’s page: asked with the order’s ID from the address, taken for that ID only', async () => {
    const fetchMock = server();
    signIn('Customer');
    startEarlyQuery(EARLY_REQUESTS, '/orders/abc');
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlyQuery(EARLY_REQUESTS, '/orders/42');
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ operationName: 'MyOrder', variables: { orderId: 42 } });
    expect(takeEarlyAnswer('MyOrder', { orderId: 41 }, 'token-a')).toBeNull();
    await expect(takeEarlyAnswer('MyOrder', { orderId: 42 }, 'token-a')).resolves.toEqual(ANSWER);
  });

  it('an employee opening the queue: its first page, without variables', () => {
    const fetchMock = server();
    signIn('Employee');
    startEarlyQuery(EARLY_REQUESTS, PATHS.orderPage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyAnswer('OrdersToAuthorize', {}, 'token-a')).not.toBeNull();
  });

  it('an employee opening deliveries: today’s manifest in Manila, every zone; not for a day or zone in the address', () => {
    const fetchMock = server();
    signIn('Employee');
    startEarlyQuery(EARLY_REQUESTS, PATHS.deliveries, '?date=2026-12-01');
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlyQuery(EARLY_REQUESTS, PATHS.deliveries);
    const today = manilaDay(new Date());
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.variables).toEqual({ date: today, zoneId: null, today });
    // Taken with the screen's variables in its own order (and an unset one left out, as JSON does).
    expect(
      takeEarlyAnswer('DeliveryManifest', { today, date: today, zoneId: null, extra: undefined }, 'token-a'),
    ).not.toBeNull();
  });

  it('its day in Manila is the one the screens compute, either side of Manila’s midnight', () => {
    for (const instant of ['2026-11-30T15:59:59.999Z', '2026-11-30T16:00:00.000Z', '2026-12-31T23:30:00.000Z']) {
      expect(manilaToday(new Date(instant))).toBe(manilaDay(new Date(instant)));
    }
    expect(manilaToday(new Date('2026-11-30T16:00:00.000Z'))).toBe('2026-12-01');
  });

  it('nobody signed in: nothing is asked', () => {
    const fetchMock = server();
    startEarlyQuery(EARLY_REQUESTS, PATHS.storefront);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not given for another token, another operation or one with variables', () => {
    server();
    customerOpensStorefront();
    expect(takeEarlyAnswer('AvailableProducts', {}, 'token-b')).toBeNull();
    expect(takeEarlyAnswer('OrdersToAuthorize', {}, 'token-a')).toBeNull();
    expect(takeEarlyAnswer('AvailableProducts', { first: 10 }, 'token-a')).toBeNull();
    expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).not.toBeNull();
  });

  it('is the page load’s: not given once it is older than the page’s code takes to arrive', () => {
    server();
    signIn('Customer');
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      startEarlyQuery(EARLY_REQUESTS, PATHS.storefront);
      now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
      expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).toBeNull();
      now.mockReturnValue(1_000_000);
      startEarlyQuery(EARLY_REQUESTS, PATHS.storefront);
      now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS);
      expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).not.toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('a refused early request answers null', async () => {
    server(500);
    customerOpensStorefront();
    await expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).resolves.toBeNull();
  });
});

describe('the first card’s picture, preloaded from the early answer', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('starts with the answer: the AVIF widths and sizes the card’s <picture> names, first', async () => {
    server(200);
    customerOpensStorefront();
    await takeEarlyAnswer('AvailableProducts', {}, 'token-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [link] = preloads();
    expect(link).toBeDefined();
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('imagesrcset')).toBe(srcSet('products/dried/danggit', 'avif'));
    expect(link.getAttribute('imagesizes')).toBe(CARD_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('names no picture the build does not know (an upload, another site), and none for an empty list', () => {
    const [request] = EARLY_REQUESTS;
    const upload = { ...PRODUCT, productImage: '/uploads/products/0123456789abcdef01234567.webp' };
    preloadPicture(request, { data: { availableProducts: [upload] } });
    preloadPicture(request, { data: { availableProducts: [] } });
    preloadPicture(request, null);
    expect(preloads()).toEqual([]);
  });
});

describe('the signed-in role’s screen, preloaded on a page with one per role', () => {
  const LISTED = {
    Customer: ['assets/CartView-abc123.js', 'assets/shared-def456.js'],
    Employee: ['assets/OrderAuthorization-789abc.js'],
  };
  const list = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = ROLE_CHUNKS_META;
    meta.content = content;
    document.head.append(meta);
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      crossorigin: link.getAttribute('crossorigin'),
      fetchpriority: link.getAttribute('fetchpriority'),
    }));
  afterEach(() => document.head.querySelectorAll('meta, link').forEach((element) => element.remove()));

  it('an employee: the employee’s files only, as the shell’s own preloads are', () => {
    list(JSON.stringify(LISTED));
    signIn('Employee');
    preloadRoleScreen();
    expect(preloads()).toEqual([
      { href: '/assets/OrderAuthorization-789abc.js', crossorigin: '', fetchpriority: 'low' },
    ]);
  });

  it('a customer: the customer’s files', () => {
    list(JSON.stringify(LISTED));
    signIn('Customer');
    preloadRoleScreen();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/CartView-abc123.js', '/assets/shared-def456.js']);
  });

  it('nothing when nobody is signed in, the page lists none, the list is not JSON or names something not a chunk', () => {
    list(JSON.stringify(LISTED));
    preloadRoleScreen();
    document.head.querySelector('meta')!.remove();
    signIn('Customer');
    preloadRoleScreen();
    list('{not json');
    preloadRoleScreen();
    document.head.querySelector('meta')!.remove();
    list(JSON.stringify({ Customer: ['https://elsewhere.example/x.js', '../x.js', 42] }));
    preloadRoleScreen();
    expect(preloads()).toEqual([]);
  });
});

describe('the GraphQL client and the early answer', () => {
  it('answers the storefront’s query with it: the server is asked once', async () => {
    const fetchMock = server();
    customerOpensStorefront();
    const client = createApolloClient(() => undefined);
    const { data } = await client.query({ query: AvailableProductsDocument });
    expect(data?.availableProducts).toEqual([PRODUCT]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an early answer that says the session has ended ends it, as the server’s own answer would', async () => {
    const fetchMock = jest.fn(
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Signed out', extensions: { code: 'UNAUTHENTICATED' } }] }), {
          status: 200,
        }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    customerOpensStorefront();
    const ended = jest.fn();
    await expect(createApolloClient(ended).query({ query: AvailableProductsDocument })).rejects.toThrow('Signed out');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server itself when the early request failed', async () => {
    const fetchMock = server(503, 200);
    customerOpensStorefront();
    const client = createApolloClient(() => undefined);
    const { data } = await client.query({ query: AvailableProductsDocument });
    expect(data?.availableProducts).toEqual([PRODUCT]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

/** Until the early request's answer is in (fetch, then its JSON). */
const answerArrives = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a screen whose code arrives after the early answer', () => {
  it('takes its data at once, once: before it is in, nothing is taken and the link still has it', async () => {
    server();
    customerOpensStorefront();
    expect(takeArrivedEarlyData('AvailableProducts', {}, 'token-a')).toBeNull();
    await answerArrives();
    expect(takeArrivedEarlyData('AvailableProducts', {}, 'token-b')).toBeNull();
    expect(takeArrivedEarlyData('AvailableProducts', {}, 'token-a')).toEqual(ANSWER.data);
    expect(takeArrivedEarlyData('AvailableProducts', {}, 'token-a')).toBeNull();
    expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).toBeNull();
  });

  it('leaves an answer with errors to the link, which ends the session or asks again', async () => {
    server(503);
    customerOpensStorefront();
    await answerArrives();
    expect(takeArrivedEarlyData('AvailableProducts', {}, 'token-a')).toBeNull();
    await expect(takeEarlyAnswer('AvailableProducts', {}, 'token-a')).resolves.toBeNull();
  });

  it('the storefront’s products are in the cache when its screen first renders, and the server is asked once', async () => {
    // A card's fields, as the server answers the storefront's query.
    const {
      stockQuantity: _stock,
      lowStockThreshold: _threshold,
      ...card
    } = {
      ...PRODUCT,
      availability: { __typename: 'Availability', status: 'IN_STOCK', unitsLeft: null },
    };
    const fetchMock = jest.fn(async () => Response.json({ data: { availableProducts: [card] } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    customerOpensStorefront();
    await answerArrives();
    preloadQuery(AvailableProductsDocument);
    expect(apiClient().readQuery({ query: AvailableProductsDocument })?.availableProducts).toEqual([card]);
    await answerArrives();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
