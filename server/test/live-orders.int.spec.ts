import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { follow, type Stream } from './support/live-stream.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;

eachDatabase('live order changes (server-sent events)', (driver) => {
  let t: TestApp;
  let employee: string;
  let alice: string;
  let bob: string;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    alice = (await t.newCustomer('liveal')).token;
    bob = (await t.newCustomer('livebo')).token;
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await t?.close();
  });
  const watch = async (token?: string) => {
    const stream = await follow(t, token);
    open.push(stream);
    return stream;
  };
  const place = async (token: string) =>
    (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } }, token)).data!.placeOrder
      .orderId as number;

  it('tells employees of every order placed and decided, as an event stream', async () => {
    const staff = await watch(employee);
    expect(staff.status).toBe(200);
    expect(staff.contentType).toBe('text/event-stream; charset=utf-8');
    const orderId = await place(alice);
    await staff.next(orderId, 'PENDING');
    await t.gql(APPROVE, { input: { orderId } }, employee);
    await staff.next(orderId, 'APPROVED');
    expect(Object.keys(staff.events[0]).sort()).toEqual(['orderId', 'status']);
  });

  it("tells a customer of their own orders only, never of another customer's", async () => {
    const mine = await watch(alice);
    const bobs = await place(bob);
    const alices = await place(alice);
    await t.gql(APPROVE, { input: { orderId: alices } }, employee);
    await mine.next(alices, 'APPROVED');
    expect(mine.events.map((e) => e.orderId)).not.toContain(bobs);
  });

  it('is closed to callers without a valid token', async () => {
    expect((await watch()).status).toBe(401);
    expect((await watch('not-a-token')).status).toBe(401);
  });
});
