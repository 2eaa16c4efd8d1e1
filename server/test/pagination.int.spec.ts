import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { rebuildOrderFigures } from '../src/modules/orders/figures/rebuild-order-figures.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ORDER_PAGE = (field: string) =>
  `query($first: Int, $after: String) { ${field}(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { orderId orderDate authorizationDate orderStatus cartItems { productName } } } }`;

eachDatabase('cursor pagination', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: { id: string; token: string };
  let employeeId: string;

  /** Orders written straight into the tables are counted once the kept figures are rebuilt, as after any bulk import. */
  const rebuildFigures = () => t.app.get(DataSource).transaction((manager) => rebuildOrderFigures(manager));

  /** The order ids of a legacy REST whole list (never bounded: the old client reads every order). */
  const legacyIds = async (path: string, token: string) => {
    const answer = await t.rest('GET', path, { token });
    expect(answer.status).toBe(200);
    return answer.json.map((o: { orderId: number }) => o.orderId);
  };

  /** A deprecated GraphQL whole list asked for more than it answers at once. */
  const expectRefusedWholeList = async (field: string, token: string, connection: string) => {
    const result = await t.gql(`{ ${field} { orderId } }`, {}, token);
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toMatch(
      new RegExp(`more than the 100 it answers at once: ask ${connection} for them a page at a time\\.$`),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.newCustomer('pager');
    employeeId = (await t.gql('{ me { id } }', {}, employee)).data!.me.id;
    // 250 orders straight into the tables: 130 pending, 120 decided, some sharing a timestamp.
    const orders = t.app.get(DataSource).getRepository('Order');
    const base = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: 250 }, (_, i) => {
      const decided = i >= 130;
      return {
        customerId: customer.id,
        fullName: 'Pager',
        address: 'Imus',
        mobileNumber: '0917 555 0000',
        emailAddress: 'p@e.ph',
        totalCentavos: 100 * (i + 1),
        status: decided ? (i % 2 ? 'APPROVED' : 'CANCELLED') : 'PENDING',
        orderDate: new Date(base + Math.floor(i / 3) * 60_000),
        authorizedById: decided ? employeeId : null,
        authorizationDate: decided ? new Date(base + 86_400_000 + Math.floor(i / 4) * 60_000) : null,
        remarks: null,
      };
    });
    for (let i = 0; i < rows.length; i += 50) await orders.insert(rows.slice(i, i + 50));
    await rebuildFigures();
  });
  afterAll(() => t?.close());

  /** Every page of a connection, following endCursor. */
  type OrderPage = {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { orderId: number; orderDate: string; orderStatus: string }[];
  };
  async function walk(field: string, token: string, first: number): Promise<OrderPage[]> {
    const pages: OrderPage[] = [];
    let after: string | null = null;
    do {
      const result: { data: Record<string, OrderPage> | null; errors?: unknown } = await t.gql(
        ORDER_PAGE(field),
        { first, after },
        token,
      );
      expect(result.errors).toBeUndefined();
      const page: OrderPage = result.data![field];
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return pages;
  }

  it('pages through the queue, oldest first, each order exactly once, with the same total on every page', async () => {
    const pages = await walk('ordersToAuthorizeConnection', employee, 50);
    expect(pages.map((p) => p.nodes.length)).toEqual([50, 50, 30]);
    expect(new Set(pages.map((p) => p.totalCount))).toEqual(new Set([130]));
    const nodes = pages.flatMap((p) => p.nodes);
    expect(new Set(nodes.map((n) => n.orderId)).size).toBe(130);
    // The order that has waited longest comes first (ties in the order they were placed).
    const placed = nodes.map((n) => [Date.parse(n.orderDate), n.orderId]);
    expect(placed).toEqual([...placed].sort(([dateA, idA], [dateB, idB]) => dateA - dateB || idA - idB));
    expect(nodes.map((n) => n.orderId)).toEqual(
      await legacyIds(`/api/Product/extractOrder?employeeId=${employeeId}`, employee),
    );
    await expectRefusedWholeList('ordersToAuthorize', employee, 'ordersToAuthorizeConnection');
  });

  it('pages through the activity log, most recent decision first, and a customer’s history, newest first', async () => {
    const log = (await walk('orderActivityLogConnection', employee, 100)).flatMap((p) => p.nodes);
    expect(log).toHaveLength(120);
    expect(log.map((n) => n.orderId)).toEqual(
      await legacyIds(`/api/Product/orderActivityLog?employeeId=${employeeId}`, employee),
    );
    await expectRefusedWholeList('orderActivityLog', employee, 'orderActivityLogConnection');
    const history = (await walk('myOrderHistoryConnection', customer.token, 7)).flatMap((p) => p.nodes);
    expect(history).toHaveLength(120);
    expect(history.map((n) => n.orderId)).toEqual(
      await legacyIds(`/api/Product/orderHistory?customerId=${customer.id}`, customer.token),
    );
    await expectRefusedWholeList('myOrderHistory', customer.token, 'myOrderHistoryConnection');
  });

  // After the queue's test: the neighbour's pending orders would join the queue.
  it('pages through a customer’s own pending orders, newest first, and never another customer’s', async () => {
    const neighbour = await t.newCustomer('neighbour');
    const base = Date.parse('2026-11-01T00:00:00.000Z');
    // Placed at the same minutes as some of the pager's, so that a leak would land among them.
    const theirs = Array.from({ length: 5 }, (_, i) => ({
      customerId: neighbour.id,
      fullName: 'Neighbour',
      address: 'Kawit',
      mobileNumber: '0917 555 0001',
      emailAddress: 'n@e.ph',
      totalCentavos: 500,
      status: 'PENDING',
      orderDate: new Date(base + i * 10 * 60_000),
      authorizedById: null,
      authorizationDate: null,
      remarks: null,
    }));
    const neighbourIds: number[] = [];
    for (const row of theirs)
      neighbourIds.push((await t.app.get(DataSource).getRepository('Order').insert(row)).identifiers[0].id as number);
    await rebuildFigures();

    const pages = await walk('myPendingOrdersConnection', customer.token, 40);
    expect(pages.map((p) => p.nodes.length)).toEqual([40, 40, 40, 10]);
    expect(new Set(pages.map((p) => p.totalCount))).toEqual(new Set([130]));
    const nodes = pages.flatMap((p) => p.nodes);
    expect(new Set(nodes.map((n) => n.orderId)).size).toBe(130);
    expect(new Set(nodes.map((n) => n.orderStatus))).toEqual(new Set(['PENDING']));
    expect(nodes.filter((n) => neighbourIds.includes(n.orderId))).toEqual([]);
    // The newest first (ties: the later placed first), the same list as the whole-list query.
    const placed = nodes.map((n) => [Date.parse(n.orderDate), n.orderId]);
    expect(placed).toEqual([...placed].sort(([dateA, idA], [dateB, idB]) => dateB - dateA || idB - idA));
    expect(nodes.map((n) => n.orderId)).toEqual(
      await legacyIds(`/api/Product/extractCustomerOrders?customerId=${customer.id}`, customer.token),
    );
    await expectRefusedWholeList('myPendingOrders', customer.token, 'myPendingOrdersConnection');
    // The neighbour's five fit in one whole list.
    expect(
      (await t.gql('{ myPendingOrders { orderId } }', {}, neighbour.token)).data!.myPendingOrders.map(
        (o: { orderId: number }) => o.orderId,
      ),
    ).toEqual([...neighbourIds].reverse());

    const neighbours = await walk('myPendingOrdersConnection', neighbour.token, 2);
    expect(neighbours.map((p) => [p.totalCount, p.nodes.length])).toEqual([
      [5, 2],
      [5, 2],
      [5, 1],
    ]);
    expect(neighbours.flatMap((p) => p.nodes.map((n) => n.orderId))).toEqual([...neighbourIds].reverse());
  });

  it('pages through the catalogue for employees', async () => {
    const first = await t.gql(
      '{ productsConnection(first: 20) { totalCount pageInfo { hasNextPage endCursor } nodes { productId } } }',
      {},
      employee,
    );
    const page = first.data!.productsConnection;
    expect(page.totalCount).toBe(23);
    expect(page.nodes).toHaveLength(20);
    const next = await t.gql(
      'query($after: String) { productsConnection(first: 20, after: $after) { pageInfo { hasNextPage } nodes { productId } } }',
      { after: page.pageInfo.endCursor },
      employee,
    );
    expect(next.data!.productsConnection.nodes).toHaveLength(3);
    expect(next.data!.productsConnection.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    ['first over 100', { first: 101 }, 'first must be a whole number from 1 to 100.'],
    ['first of 0', { first: 0 }, 'first must be a whole number from 1 to 100.'],
    ['a made-up cursor', { after: 'bm90LWEtY3Vyc29y' }, 'The cursor is not one this list gave out.'],
    [
      'a cursor of another shape',
      { after: Buffer.from('["a","b"]').toString('base64url') },
      'The cursor is not one this list gave out.',
    ],
  ])('refuses %s with BAD_USER_INPUT', async (_, variables, message) => {
    const result = await t.gql(ORDER_PAGE('ordersToAuthorizeConnection'), variables, employee);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
