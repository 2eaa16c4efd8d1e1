import { expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { gqlCode, registerCustomer, rest, type Account, type Answer } from './support/clients.js';
import { NO_RATE_LIMITS } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { placeOrder, type Line } from './support/orders.js';
import { line, table } from './support/report.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 5: a double submit places one order. 50 identical concurrent placeOrder calls
 * with one Idempotency-Key (REST, then GraphQL) create exactly one order and all answer
 * it; the same key with another cart is refused (422); nothing answers 5xx.
 */

const COPIES = 50;
const CART: Line[] = [{ productId: 'DRD-001', quantity: 2 }];
const OTHER_CART: Line[] = [{ productId: 'DRD-001', quantity: 3 }];

const serverError = (a: Answer) => a.status === 0 || a.status >= 500 || gqlCode(a) === 'INTERNAL_SERVER_ERROR';

function doubleSubmit(driver: Driver) {
  let customer: Account;

  const pending = async (): Promise<number> => {
    const answer = await rest(rig.server.url, 'GET', `/api/Product/extractCustomerOrders?customerId=${customer.id}`, {
      token: customer.token,
    });
    if (answer.status !== 200 || !Array.isArray(answer.json))
      throw new Error(`extractCustomerOrders: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.json.length;
  };

  const rig = suiteServer(driver, { env: NO_RATE_LIMITS }, async ({ server }) => {
    customer = await registerCustomer(server.url, 'reldup');
  });

  it(`${COPIES} concurrent identical placeOrder calls with one Idempotency-Key create one order (REST and GraphQL)`, async () => {
    const rows: (string | number)[][] = [];
    const violations: string[] = [];

    for (const channel of ['REST', 'GraphQL'] as const) {
      const key = randomUUID();
      const before = await pending();
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: COPIES }, () =>
          placeOrder(channel, rig.server.url, customer, CART, { 'idempotency-key': key }),
        ),
      );
      const ms = performance.now() - started;
      const created = (await pending()) - before;
      const ok = results.filter((r) => r.answer.status === 200 && r.ack);
      const ids = new Set(ok.map((r) => r.ack!.orderId));
      const errors = results.filter((r) => serverError(r.answer)).length;

      const replay = await placeOrder(channel, rig.server.url, customer, OTHER_CART, { 'idempotency-key': key });
      const afterReplay = (await pending()) - before;
      const replayStatus = `${replay.answer.status}${gqlCode(replay.answer) ? ` ${gqlCode(replay.answer)}` : ''}`;

      rows.push([
        channel,
        COPIES,
        ok.length,
        ids.size,
        created,
        errors,
        replayStatus,
        afterReplay - created,
        `${ms.toFixed(0)} ms`,
      ]);
      if (created !== 1) violations.push(`${channel}: ${created} orders created by ${COPIES} identical submissions`);
      if (ok.length !== COPIES) {
        const other = results.find((r) => !(r.answer.status === 200 && r.ack));
        violations.push(
          `${channel}: ${COPIES - ok.length} of ${COPIES} answers were not the order (e.g. ${other?.answer.status} ${other?.answer.text.slice(0, 160)})`,
        );
      }
      if (ids.size > 1) violations.push(`${channel}: ${ids.size} different order ids answered`);
      if (errors > 0) violations.push(`${channel}: ${errors} answers were 5xx / INTERNAL_SERVER_ERROR / none`);
      if (serverError(replay.answer))
        violations.push(`${channel}: the same key with another cart answered ${replayStatus}`);
      if (channel === 'REST' && replay.answer.status !== 422)
        violations.push(`REST: the same key with another cart answered ${replayStatus}, not 422`);
      if (channel === 'GraphQL' && replay.ack)
        violations.push('GraphQL: the same key with another cart placed or returned an order');
      if (afterReplay !== created)
        violations.push(`${channel}: the same key with another cart created ${afterReplay - created} more orders`);
    }

    table(`Double submit [${driver}]`, rows, [
      'channel',
      'sent',
      'answered 200',
      'order ids',
      'orders created',
      '5xx',
      'same key, other cart',
      'extra orders',
      'time',
    ]);
    for (const v of violations) line(`  ✗ ${v}`);
    expect(violations).toEqual([]);
  }, 120_000);
}

eachDatabase('double submit', doubleSubmit);
