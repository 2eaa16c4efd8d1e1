import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ROUTE = '/api/exports/order-activity-log.csv';
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const decide = (verb: 'approveOrder' | 'cancelOrder') =>
  `mutation($input: DecideOrderInput!) { ${verb}(input: $input) { orderId authorizationDate } }`;
const LOG = `query($from: DateTime, $to: DateTime, $status: OrderStatus, $customerId: String, $customerName: String) {
  orderActivityLogConnection(first: 50, from: $from, to: $to, status: $status, customerId: $customerId, customerName: $customerName) {
    totalCount nodes { orderId orderStatus customerId } } }`;

eachDatabase('activity log filters and CSV export', (driver) => {
  let t: TestApp;
  let employee: string;
  let erin: { token: string; id: string };
  let frank: { token: string; id: string };
  let approved: number;
  let cancelled: number;
  let approvedAt: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    erin = await t.newCustomer('erin');
    frank = await t.newCustomer('frank');
    const place = async (token: string) =>
      (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 2 }] } }, token)).data!.placeOrder
        .orderId as number;
    approved = await place(erin.token);
    cancelled = await place(frank.token);
    const a = await t.gql(
      decide('approveOrder'),
      { input: { orderId: approved, remarks: '=HYPERLINK("http://evil.example","click")' } },
      employee,
    );
    approvedAt = a.data!.approveOrder.authorizationDate;
    await t.gql(
      decide('cancelOrder'),
      { input: { orderId: cancelled, remarks: 'Out of "tuyo", sorry,\nnext week' } },
      employee,
    );
  });
  afterAll(() => t?.close());

  const ids = (result: { data: any }) =>
    result.data!.orderActivityLogConnection.nodes.map((o: { orderId: number }) => o.orderId);
  const download = (query: string, token?: string) =>
    fetch(`${t.url}${ROUTE}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('filters the connection by status, customer and decision date range', async () => {
    expect(ids(await t.gql(LOG, { status: 'APPROVED' }, employee))).toEqual(expect.arrayContaining([approved]));
    expect(ids(await t.gql(LOG, { status: 'APPROVED' }, employee))).not.toContain(cancelled);
    expect(ids(await t.gql(LOG, { customerId: frank.id }, employee))).toEqual([cancelled]);
    const at = Date.parse(approvedAt);
    const around = { from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() };
    expect(ids(await t.gql(LOG, { ...around, customerId: erin.id }, employee))).toEqual([approved]);
    expect(ids(await t.gql(LOG, { to: new Date(at).toISOString(), customerId: erin.id }, employee))).toEqual([]);
  });

  it("filters by part of the customer's name on the order, in any case, wildcards taken literally", async () => {
    const named = async (customerName: string) =>
      (await t.gql(LOG, { customerName }, employee)).data!.orderActivityLogConnection;
    expect(await named('EST FRAN')).toEqual({
      totalCount: 1,
      nodes: [{ orderId: cancelled, orderStatus: 'CANCELLED', customerId: frank.id }],
    });
    expect((await named('  test erin ')).nodes.map((o: { orderId: number }) => o.orderId)).toEqual([approved]);
    expect(await named('test%erin')).toEqual({ totalCount: 0, nodes: [] });
    expect(await named('test_erin')).toEqual({ totalCount: 0, nodes: [] });
    expect(
      (await t.gql(LOG, { customerName: 'test', status: 'APPROVED', customerId: frank.id }, employee)).data!
        .orderActivityLogConnection.totalCount,
    ).toBe(0);
    const tooLong = await t.gql(LOG, { customerName: 'x'.repeat(101) }, employee);
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'Customer name must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a bad filter with BAD_USER_INPUT', async () => {
    const backwards = await t.gql(LOG, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, employee);
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'From must be before to',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const pending = await t.gql(LOG, { status: 'PENDING' }, employee);
    expect(pending.errors?.[0]).toMatchObject({
      message: 'Status must be APPROVED or CANCELLED',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('streams RFC 4180 CSV with CRLF, a UTF-8 BOM and formulas neutralised', async () => {
    const response = await download(`?customerId=${erin.id}`, employee);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="order-activity-log.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const records = text.split('\r\n');
    expect(records[0]).toBe(
      'Order ID,Customer ID,Full name,Email address,Mobile number,Address,Status,Order date,Decision date,Decided by,Remarks,Total (PHP),Items,Order date (Manila),Decision date (Manila),Fulfilment status,Payment status',
    );
    expect(records).toHaveLength(3); // header, one order, the empty string after the last CRLF
    expect(records[2]).toBe('');
    expect(records[1]).toContain(`${approved},${erin.id},Test erin,erin@example.com,`);
    expect(records[1]).toContain(`,APPROVED,`);
    expect(records[1]).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""click"")",570.00,Dried Danggit (Rabbitfish) 250 g x 2,`,
    );
    // The decision's instant in UTC, then the same moment on Manila's clock (UTC+8) at the end.
    const manila = new Date(Date.parse(approvedAt) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(records[1]).toContain(`,${new Date(approvedAt).toISOString()},`);
    expect(records[1].endsWith(`,${manila},,UNPAID`)).toBe(true);
  });

  it('exports by customer name as the log filters it', async () => {
    const text = await (await download('?customerName=test%20frank', employee)).text();
    expect(text).toContain(`${cancelled},${frank.id},`);
    expect(text).not.toContain(`${approved},${erin.id},`);
  });

  it('quotes commas, quotes and line breaks inside a cell and applies the same filters', async () => {
    const text = await (await download(`?status=CANCELLED&customerId=${frank.id}&from=&to=`, employee)).text();
    expect(text).toContain(`,"Out of ""tuyo"", sorry,\nnext week",`);
    expect(text).toContain(`${cancelled},${frank.id},`);
    expect(text).not.toContain(`${approved},${erin.id},`);
  });

  it('shows how far an approved order went and its payment, in the last two columns and in the GraphQL log', async () => {
    expect(
      (await t.gql('mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId } }', { id: approved }, employee))
        .errors,
    ).toBeUndefined();
    expect(
      (
        await t.gql(
          'mutation($id: Int!) { advanceFulfilment(orderId: $id, to: PACKED) { orderId } }',
          { id: approved },
          employee,
        )
      ).errors,
    ).toBeUndefined();
    const [, row] = (await (await download(`?customerId=${erin.id}`, employee)).text()).split('\r\n');
    expect(row.endsWith(',PACKED,PAID')).toBe(true);
    const log = await t.gql(
      'query($c: String) { orderActivityLogConnection(first: 5, customerId: $c) { nodes { orderId fulfilmentStatus paymentStatus } } }',
      { c: erin.id },
      employee,
    );
    expect(log.data!.orderActivityLogConnection.nodes).toEqual([
      { orderId: approved, fulfilmentStatus: 'PACKED', paymentStatus: 'PAID' },
    ]);
  });

  it('refuses customers, anonymous callers and bad filters', async () => {
    expect((await download('', erin.token)).status).toBe(403);
    expect((await download('')).status).toBe(401);
    const bad = await download('?from=yesterday', employee);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'From must be a date' });
    expect((await download('?status=PENDING', employee)).status).toBe(400);
  });
});
