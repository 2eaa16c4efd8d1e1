/**
 * What bench:scale asks the server, in the words of its clients: the screens' own GraphQL
 * documents, the old client's whole-list REST calls, the deprecated whole-list GraphQL fields and
 * the CSV export. Each case builds its request (path, method, headers, body) when it is measured:
 * a second page needs the first page's cursor.
 */
import { request } from './app-session.mjs';
import { clientDocument } from './client-documents.mjs';
import { addDays, daysToNow, lastDays, manilaToday } from './manila-days.mjs';

const DOCUMENTS = {
  dashboard: 'features/staff/api/admin-dashboard.graphql',
  pickSheet: 'features/delivery/api/pick-sheet.graphql',
  manifest: 'features/delivery/api/delivery-manifest.graphql',
  activityLog: 'features/orders/api/order-activity-log.graphql',
  toAuthorize: 'features/orders/api/orders-to-authorize.graphql',
  catalogue: 'features/catalogue/api/catalogue-products.graphql',
  myPending: 'features/orders/api/my-pending-orders.graphql',
  myHistory: 'features/orders/api/my-order-history.graphql',
  available: 'features/catalogue/api/available-products.graphql',
};
/** The chart's series alone (an employee may send any document), apart from the rest of the dashboard. */
const DAILY_ONLY =
  'query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { daily { day ordersPlaced approvedRevenue } } }';
const WHOLE_ACTIVITY_LOG =
  '{ orderActivityLog { orderId orderStatus totalAmount cartItems { productName quantity } } }';

/**
 * @param {{ employee: { id: string, token: string }, customer: { id: string, token: string, userName: string }, customerKey: { id: string, token: string } }} who
 * @returns {{ label: string, build(baseUrl: string): Promise<{ path: string, method?: string, headers: Record<string, string>, body?: string }> }[]}
 */
export function scaleCases({ employee, customer, customerKey }) {
  const document = Object.fromEntries(Object.entries(DOCUMENTS).map(([name, path]) => [name, clientDocument(path)]));
  const graphql = (as, query, variables = {}) => ({
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const rest = (as, path) => ({ path, headers: { authorization: `Bearer ${as.token}` } });
  /** A case whose request is known up front. */
  const fixed = (label, call) => ({ label, build: async () => call });
  /** The second page of a connection: the first is asked (not measured) for its endCursor. */
  const secondPage = (label, as, query, field) => ({
    label,
    build: async (baseUrl) => {
      const first = graphql(as, query);
      const answer = JSON.parse(
        (await request(baseUrl, first.path, { method: 'POST', headers: first.headers, body: first.body })).text(),
      );
      const after = answer.data?.[field]?.pageInfo?.endCursor;
      if (!after) throw new Error(`${field} gave no endCursor: ${JSON.stringify(answer).slice(0, 300)}`);
      return graphql(as, query, { after });
    },
  });
  const thirtyDays = lastDays(30);
  const yesterday = addDays(manilaToday(), -1);
  // Recent days' orders still wait for a decision in the seeded history: a month back is a full day of deliveries.
  const monthAgo = addDays(manilaToday(), -30);
  const asEmployee = `employeeId=${encodeURIComponent(employee.id)}`;
  const asCustomer = `customerId=${encodeURIComponent(customer.id)}`;

  return [
    fixed('GraphQL adminDashboard, last 30 days (with daily)', graphql(employee, document.dashboard, thirtyDays)),
    fixed('GraphQL adminDashboard, last 365 days (with daily)', graphql(employee, document.dashboard, lastDays(365))),
    // An integrator's period: now − N days to now, so both ends fall inside a day.
    fixed(
      'GraphQL adminDashboard, now − 30 days to now (partial days)',
      graphql(employee, document.dashboard, daysToNow(30)),
    ),
    fixed(
      'GraphQL adminDashboard, now − 365 days to now (partial days)',
      graphql(employee, document.dashboard, daysToNow(365)),
    ),
    fixed('GraphQL adminDashboard daily only, now − 30 days to now', graphql(employee, DAILY_ONLY, daysToNow(30))),
    fixed('GraphQL adminDashboard daily only, now − 365 days to now', graphql(employee, DAILY_ONLY, daysToNow(365))),
    fixed('GraphQL orderActivityLogConnection, page 1', graphql(employee, document.activityLog)),
    secondPage(
      'GraphQL orderActivityLogConnection, page 2',
      employee,
      document.activityLog,
      'orderActivityLogConnection',
    ),
    fixed('GraphQL orderActivityLogConnection, last 30 days', graphql(employee, document.activityLog, thirtyDays)),
    fixed(
      'GraphQL orderActivityLogConnection, status CANCELLED',
      graphql(employee, document.activityLog, { status: 'CANCELLED' }),
    ),
    fixed(
      `GraphQL orderActivityLogConnection, customer ${customer.userName}`,
      graphql(employee, document.activityLog, { customerId: customer.id }),
    ),
    // By part of a name: a common surname (many matches), and one nobody has (the whole log is looked through).
    fixed(
      'GraphQL orderActivityLogConnection, customer name "santos"',
      graphql(employee, document.activityLog, { customerName: 'santos' }),
    ),
    fixed(
      'GraphQL orderActivityLogConnection, customer name matching no one',
      graphql(employee, document.activityLog, { customerName: 'zzzz' }),
    ),
    fixed('GraphQL ordersToAuthorizeConnection, page 1', graphql(employee, document.toAuthorize)),
    secondPage(
      'GraphQL ordersToAuthorizeConnection, page 2',
      employee,
      document.toAuthorize,
      'ordersToAuthorizeConnection',
    ),
    fixed('GraphQL myPendingOrdersConnection, page 1 (customer)', graphql(customer, document.myPending)),
    fixed('GraphQL myOrderHistoryConnection, page 1 (customer)', graphql(customer, document.myHistory)),
    fixed('GraphQL myPendingOrdersConnection, page 1 (customer API key)', graphql(customerKey, document.myPending)),
    fixed(`GraphQL pickSheet, yesterday (${yesterday})`, graphql(employee, document.pickSheet, { day: yesterday })),
    fixed(
      `GraphQL deliveryManifest, ${monthAgo} (every zone and the pickups)`,
      graphql(employee, document.manifest, { date: monthAgo }),
    ),
    {
      label: `GraphQL deliveryManifest, ${monthAgo}, zone Metro Manila`,
      build: async (baseUrl) => {
        const zones = graphql(employee, '{ deliveryZones { id name } }');
        const answer = JSON.parse(
          (await request(baseUrl, zones.path, { method: 'POST', headers: zones.headers, body: zones.body })).text(),
        );
        const zone = answer.data?.deliveryZones?.find((z) => z.name === 'Metro Manila');
        if (!zone) throw new Error(`no zone Metro Manila: ${JSON.stringify(answer).slice(0, 300)}`);
        return graphql(employee, document.manifest, { date: monthAgo, zoneId: zone.id });
      },
    },
    fixed('GraphQL productsConnection (catalogue page)', graphql(employee, document.catalogue)),
    fixed('GraphQL availableProducts (customer)', graphql(customer, document.available)),
    fixed(
      'REST GET /api/Product/orderActivityLog (legacy whole log)',
      rest(employee, `/api/Product/orderActivityLog?${asEmployee}`),
    ),
    fixed(
      'REST GET /api/Product/extractOrder (legacy whole queue)',
      rest(employee, `/api/Product/extractOrder?${asEmployee}`),
    ),
    fixed(
      'REST GET /api/Product/orderHistory (legacy, customer)',
      rest(customer, `/api/Product/orderHistory?${asCustomer}`),
    ),
    fixed(
      'REST GET /api/Product/extractCustomerOrders (legacy, customer)',
      rest(customer, `/api/Product/extractCustomerOrders?${asCustomer}`),
    ),
    fixed('REST GET /api/Product/list (legacy, employee)', rest(employee, '/api/Product/list')),
    fixed('REST GET /api/Product/available (legacy, customer)', rest(customer, '/api/Product/available')),
    fixed('GraphQL orderActivityLog (deprecated whole log)', graphql(employee, WHOLE_ACTIVITY_LOG)),
    fixed('GraphQL ordersToAuthorize (deprecated whole queue)', graphql(employee, '{ ordersToAuthorize { orderId } }')),
    // A document of its own: in production only an API key (or an employee) may send one.
    fixed(
      'GraphQL myOrderHistory (deprecated, customer API key)',
      graphql(customerKey, '{ myOrderHistory { orderId } }'),
    ),
    fixed('GET /api/exports/order-activity-log.csv (whole log)', rest(employee, '/api/exports/order-activity-log.csv')),
    fixed(
      'GET /api/exports/order-activity-log.csv (last 30 days)',
      rest(employee, `/api/exports/order-activity-log.csv?${new URLSearchParams(thirtyDays)}`),
    ),
  ];
}
