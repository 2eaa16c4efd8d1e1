import { expect, it } from '@jest/globals';
import { registerCustomer, type Account } from './support/clients.js';
import { NO_RATE_LIMITS, SEED } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { prng } from './support/json-model.js';
import { orderableProducts, placeOrder, type Ack, type Line } from './support/orders.js';
import { line, table } from './support/report.js';
import { suiteServer } from './support/suite-server.js';
import { verify } from './support/stored-orders.js';

/**
 * Proof 7: SIGTERM under order load ends nothing half-way. Eight customers place orders in a
 * loop (REST and GraphQL) and the server gets SIGTERM 0.5–1.5 s into the load. It must exit 0
 * within its grace period; every request is either answered (an order, or 503 while closing) or
 * refused before it reached the server — never a 500; and every order stored was answered, so a
 * customer is never left not knowing whether an order went through.
 */

const ROUNDS = 3;
const CUSTOMERS = 8;
const GRACE_SECONDS = 10;

function gracefulStop(driver: Driver) {
  let customers: Account[];
  let products: string[];

  const rig = suiteServer(
    driver,
    { env: { ...NO_RATE_LIMITS, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } },
    async ({ server }) => {
      customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => registerCustomer(server.url, 'relstop')));
      products = await orderableProducts(server.url, customers[0]);
    },
  );

  it(`SIGTERM under order load, ${ROUNDS} times: exit 0 in the grace period, no 500, every stored order answered`, async () => {
    const random = prng(SEED + 7);
    const rows: (string | number)[][] = [];
    const failures: string[] = [];
    let storedBefore = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const acks: Ack[] = [];
      const statuses = new Map<number, number>();
      let stopped = false;
      const base = rig.server.url;
      const worker = async (customer: Account, w: number) => {
        const own = prng(SEED + round * 100 + w);
        while (!stopped) {
          const chosen = [...products].sort(() => own() - 0.5).slice(0, 1 + Math.floor(own() * 5));
          const lines: Line[] = chosen.map((productId) => ({ productId, quantity: 1 + Math.floor(own() * 5) }));
          const { answer, ack } = await placeOrder(own() < 0.5 ? 'REST' : 'GraphQL', base, customer, lines, {}, 15_000);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (ack) acks.push(ack);
          // Refused (0) or told the server is closing (503): this customer stops, as a browser would retry later.
          else if (answer.status === 0 || answer.status === 503) return;
          else failures.push(`round ${round + 1}: answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        }
      };
      const stopAtMs = Math.round(500 + random() * 1000);
      const load = Promise.all(customers.map(worker));
      // Not a wait for something to happen: the random moment of the stop under load is what is tested.
      await new Promise((resolve) => setTimeout(resolve, stopAtMs));
      const ended = await rig.server.terminate((GRACE_SECONDS + 5) * 1000);
      stopped = true;
      await load;
      const stored = await verify(rig.database, acks);
      const newOrders = stored.stored - storedBefore;
      storedBefore = stored.stored;
      rows.push([
        round + 1,
        `${stopAtMs} ms`,
        acks.length,
        newOrders,
        stored.intact,
        statuses.get(503) ?? 0,
        statuses.get(0) ?? 0,
        ended ? `${ended.code} after ${ended.ms} ms` : 'did not exit',
      ]);
      if (!ended || ended.code !== 0)
        failures.push(
          `round ${round + 1}: the server ${ended ? `exited ${ended.code}` : 'did not exit'}:\n${rig.server.tail()}`,
        );
      if (newOrders !== acks.length)
        failures.push(`round ${round + 1}: ${newOrders} orders stored, ${acks.length} answered`);
      failures.push(...stored.problems.map((p) => `round ${round + 1}: ${p}`));
      await rig.server.restart();
    }

    table(`SIGTERM under order load [${driver}]`, rows, [
      'round',
      'SIGTERM at',
      'orders answered',
      'orders stored',
      'stored as answered',
      '503 while closing',
      'refused',
      'exit',
    ]);
    for (const failure of failures.slice(0, 10)) line(`  ✗ ${failure}`);
    expect(failures).toEqual([]);
    // Not vacuous: orders were answered before each stop.
    expect(rows.every((row) => Number(row[2]) > 0)).toBe(true);
  }, 300_000);
}

eachDatabase('SIGTERM under order load', gracefulStop);
