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
  const watch = async (token?: string, search?: string) => {
    const stream = await follow(t, token, search);
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

  it('tells a stream that opens what its reader missed in the window it asks for, and only what it may see', async () => {
    const earlier = await place(alice);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const live = await watch(employee);
    const started = performance.now();
    const bobs = await place(bob);
    const alices = await place(alice);
    await live.next(alices, 'PENDING');
    const window = `?replay=${Math.ceil(performance.now() - started) + 100}`;
    const staff = await watch(employee, window);
    await staff.next(alices, 'PENDING');
    expect(staff.events.map((e) => e.orderId)).toEqual([bobs, alices]);
    // Each change has one id, on every stream that tells it: a reader hearing it again knows it.
    expect(staff.ids).toEqual(live.ids.slice(-2));
    expect(new Set(staff.ids).size).toBe(2);
    expect(staff.ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    const mine = await watch(alice, window);
    await mine.next(alices, 'PENDING');
    expect(mine.events.map((e) => e.orderId)).toEqual([alices]);
    expect(mine.events.map((e) => e.orderId)).not.toContain(earlier);
    // Then it follows, as any stream: nothing told twice.
    await t.gql(APPROVE, { input: { orderId: alices } }, employee);
    await mine.next(alices, 'APPROVED');
    expect(mine.events).toEqual([
      { orderId: alices, status: 'PENDING' },
      { orderId: alices, status: 'APPROVED' },
    ]);
    expect(staff.resyncs() + mine.resyncs()).toBe(0);
  });

  it('says resync when it cannot tell all that was missed (a window past what it keeps); asks nothing of a stream without a window', async () => {
    const far = await watch(employee, '?replay=999999999');
    const plain = await watch(employee);
    const orderId = await place(alice);
    await far.next(orderId, 'PENDING');
    await plain.next(orderId, 'PENDING');
    expect(far.resyncs()).toBe(1);
    expect(plain.resyncs()).toBe(0);
  });

  it('refuses a window that is not a whole number of milliseconds', async () => {
    for (const bad of ['?replay=soon', '?replay=-5', '?replay=1.5', '?replay=1000000000', '?replay=1&replay=2']) {
      const response = await fetch(`${t.url}/api/live/orders${bad}`, {
        headers: { authorization: `Bearer ${employee}` },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'replay must be a whole number of milliseconds.' });
    }
  });

  it('is closed to callers without a valid token', async () => {
    expect((await watch()).status).toBe(401);
    expect((await watch('not-a-token')).status).toBe(401);
  });
});
