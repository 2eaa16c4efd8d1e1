import { expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql, login, registerCustomer } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { line, table } from './support/report.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof: a webhook is delivered at least once across a kill -9 of the sender. Orders are placed
 * while the receiver holds every request open; the server is killed with SIGKILL with those
 * deliveries claimed and in flight, the receiver starts answering, and the server restarts on the
 * same database. Every order must then reach the receiver with a 2xx, and every repeat of an
 * order's message must carry the same webhook-id (at least once, never a second message).
 */

const ORDERS = 12;
/** A claim outlives one attempt (5 s): a restarted sender takes over the dead one's claims after it. */
const LEASE_MS = 6_000;

function receiver(): Promise<{
  url: string;
  answering: { value: boolean };
  seen: Map<number, Set<string>>;
  answered: Set<number>;
  server: Server;
}> {
  const seen = new Map<number, Set<string>>();
  const answered = new Set<number>();
  const answering = { value: false };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const orderId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { orderId: number } }).data
        .orderId;
      const ids = seen.get(orderId) ?? new Set<string>();
      ids.add(String(request.headers['webhook-id']));
      seen.set(orderId, ids);
      // Held open (the sender times out) until the receiver is told to answer.
      if (!answering.value) return;
      answered.add(orderId);
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        answering,
        seen,
        answered,
        server,
      }),
    ),
  );
}

function webhooksSurviveKill(driver: Driver) {
  const rig = suiteServer(driver, {
    env: {
      ...NO_RATE_LIMITS,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '200',
      WEBHOOK_LEASE_MS: String(LEASE_MS),
    },
  });

  it(`kill -9 with ${ORDERS} webhook deliveries in flight: each order is delivered after the restart, repeats keep their webhook-id`, async () => {
    const hooks = await receiver();
    try {
      const employee = await login(rig.server.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
      const made = await gql(
        rig.server.url,
        'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { id } } }',
        { i: { url: hooks.url, events: ['order.placed'] } },
        employee.token,
      );
      expect(made.json?.data?.createWebhookEndpoint?.endpoint?.id).toEqual(expect.any(String));
      const customer = await registerCustomer(rig.server.url, 'relhook');
      const placed: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const answer = await gql(
          rig.server.url,
          'mutation { placeOrder(input: { items: [{ productId: "DRD-002", quantity: 1 }] }) { orderId } }',
          {},
          customer.token,
        );
        placed.push(Number(answer.json?.data?.placeOrder?.orderId));
      }
      // Every order's first attempt has reached the receiver, and is being held: the sender is mid-delivery.
      const deadline = Date.now() + 20_000;
      while (placed.some((id) => !hooks.seen.has(id)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const inFlight = placed.filter((id) => hooks.seen.has(id)).length;
      await rig.server.kill9();
      hooks.answering.value = true;
      await rig.server.restart();
      const settle = Date.now() + 60_000;
      while (placed.some((id) => !hooks.answered.has(id)) && Date.now() < settle)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const repeats = placed.reduce((sum, id) => sum + (hooks.seen.get(id)?.size ?? 0), 0);
      table(
        `webhooks across kill -9 [${driver}]`,
        [[ORDERS, inFlight, placed.filter((id) => hooks.answered.has(id)).length, repeats]],
        ['orders', 'in flight at the kill', 'delivered after restart', 'distinct webhook-ids'],
      );
      line(`webhook-ids per order: ${[...new Set(placed.map((id) => hooks.seen.get(id)?.size ?? 0))].join(', ')}`);
      expect(placed.filter((id) => !hooks.answered.has(id))).toEqual([]);
      expect(placed.filter((id) => hooks.seen.get(id)?.size !== 1)).toEqual([]);
    } finally {
      hooks.server.closeAllConnections();
      hooks.server.close();
    }
  });
}

eachDatabase('webhooks survive kill -9', webhooksSurviveKill);
