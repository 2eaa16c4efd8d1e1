import { expect, it } from '@jest/globals';
import { login, pool, registerCustomer, type Account } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { decide, placeOrder, type Decision } from './support/orders.js';
import { line, table } from './support/report.js';
import { figureMismatches } from './support/stored-orders.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 4: an order is decided once. Each round a customer places an order and the
 * employee sends 16 simultaneous approve/cancel calls (GraphQL and REST mixed): exactly
 * one succeeds, the others are 409 / CONFLICT, none is a 5xx; the stored status is the
 * winner's decision.
 */

const ROUNDS = 200;
const CALLS = 16;
const LANES = 4;

function races(driver: Driver) {
  let customer: Account;
  let employee: Account;

  const rig = suiteServer(driver, { env: NO_RATE_LIMITS }, async ({ server }) => {
    customer = await registerCustomer(server.url, 'relrace');
    employee = await login(server.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
  });

  it(`${ROUNDS} rounds of ${CALLS} simultaneous approve/cancel calls: one winner, the rest CONFLICT, no 5xx`, async () => {
    const totals = { success: 0, conflict: 0, 'server-error': 0, other: 0 };
    const violations: string[] = [];
    const winners = new Map<number, Decision>();
    const started = performance.now();

    // A few rounds at once, so that different orders' decisions also overlap (as in a busy portal).
    await pool(
      Array.from({ length: ROUNDS }, (_, i) => i),
      LANES,
      async (round) => {
        const placed = await placeOrder('GraphQL', rig.server.url, customer, [{ productId: 'DRD-001', quantity: 1 }]);
        if (!placed.ack)
          throw new Error(
            `round ${round}: placeOrder failed: ${placed.answer.status} ${placed.answer.text.slice(0, 200)}`,
          );
        const orderId = placed.ack.orderId;
        const calls = Array.from({ length: CALLS }, (_, i) => ({
          decision: (i % 2 === 0 ? 'approve' : 'cancel') as Decision,
          channel: (i % 4 < 2 ? 'gql' : 'rest') as 'gql' | 'rest',
        }));
        const results = await Promise.all(
          calls.map((c) => decide(rig.server.url, employee, orderId, c.decision, c.channel)),
        );
        const count = (o: string) => results.filter((r) => r.outcome === o).length;
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += count(key);
        const winner = results.findIndex((r) => r.outcome === 'success');
        if (winner >= 0) winners.set(orderId, calls[winner].decision);
        if (count('success') !== 1 || count('conflict') !== CALLS - 1) {
          const odd = results.filter((r) => r.outcome !== 'conflict').map((r) => r.detail);
          violations.push(
            `round ${round} (order ${orderId}): ${count('success')} successes, ${count('conflict')} conflicts; ${odd.slice(0, 3).join(' | ')}`,
          );
        }
      },
    );
    const seconds = (performance.now() - started) / 1000;

    // The database agrees with the winners: the stored decision is the one that was answered.
    const ids = [...winners.keys()];
    const rows = ids.length
      ? await rig.database.query<{ id: number; status: string }>(
          `SELECT id, status FROM orders WHERE id IN (${ids.map(() => '?').join(',')})`,
          ids,
        )
      : [];
    const expected = { approve: 'APPROVED', cancel: 'CANCELLED' } as const;
    const disagreeing = rows.filter((r) => expected[winners.get(Number(r.id))!] !== r.status);
    for (const r of disagreeing.slice(0, 5))
      violations.push(`order ${r.id} is ${r.status} but the ${winners.get(Number(r.id))} call won`);
    // The figures kept in the deciding transactions count each order once, as it was decided.
    const figures = await figureMismatches(rig.database);
    for (const f of figures) violations.push(`kept figures: ${f}`);

    table(`Approve/cancel races [${driver}]`, [
      ['rounds', ROUNDS],
      ['calls', ROUNDS * CALLS],
      ['successes', totals.success],
      ['conflicts', totals.conflict],
      ['5xx / no answer', totals['server-error']],
      ['other answers', totals.other],
      ['rounds violating', violations.length],
      ['stored status ≠ winner', disagreeing.length],
      ['kept figures ≠ stored orders', figures.length],
      ['time', `${seconds.toFixed(1)} s (${LANES} rounds at a time)`],
    ]);
    for (const v of violations.slice(0, 10)) line(`  ✗ ${v}`);
    expect(violations).toEqual([]);
  }, 300_000);
}

eachDatabase('approve/cancel races', races);
