import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;

interface Stream {
  /** The `order` events read so far. */
  readonly events: { orderId: number; status: string }[];
  readonly status: number;
  readonly contentType: string | null;
  /** Resolves once an event for this order and status has arrived (rejects after `ms`). */
  next(orderId: number, status: string, ms?: number): Promise<void>;
  close(): void;
}

/** Opens GET /api/live/orders and reads it as it comes. */
async function follow(t: TestApp, token?: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${t.url}/api/live/orders`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal });
  const events: { orderId: number; status: string }[] = [];
  const waiting = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      let text = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          const blocks = text.split('\n\n');
          text = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: order') && data) events.push(JSON.parse(data.slice(6)));
          }
          waiting.forEach((check) => check());
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    events,
    status: response.status,
    contentType: response.headers.get('content-type'),
    next: (orderId, status, ms = 2000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!events.some((e) => e.orderId === orderId && e.status === status)) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => (waiting.delete(check), reject(new Error(`No ${status} event for order ${orderId}: ${JSON.stringify(events)}`))), ms);
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

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
  const place = async (token: string) => (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } }, token)).data!.placeOrder.orderId as number;

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
