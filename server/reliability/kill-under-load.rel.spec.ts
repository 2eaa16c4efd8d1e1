import { expect, it } from '@jest/globals';
import { registerCustomer, type Account } from './support/clients.js';
import { NO_RATE_LIMITS, SEED } from './support/config.js';
import { type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { prng } from './support/json-model.js';
import { orderableProducts, placeOrder, type Ack, type Line } from './support/orders.js';
import { line, table } from './support/report.js';
import { suiteServer } from './support/suite-server.js';
import { figureMismatches, verify, type StoredOrders } from './support/stored-orders.js';

/**
 * Proof 6: kill -9 loses no acknowledged order. Eight customers place orders in a loop
 * (REST and GraphQL, 1–5 lines); the server is killed with SIGKILL 0.5–2 s into the
 * load and restarted on the same database. Every order answered with an id must be
 * stored with exactly the lines and total answered, and no stored order may lack lines; the
 * figures kept with the orders (counts per status and customer, per day) still add up to them.
 */

const ROUNDS = 5;
const CUSTOMERS = 8;

interface Round extends StoredOrders {
  killAtMs: number;
  acknowledged: number;
  unanswered: number;
}

function killUnderLoad(driver: Driver) {
  let customers: Account[];
  let products: string[];

  const rig = suiteServer(driver, { env: NO_RATE_LIMITS }, async ({ server }) => {
    customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => registerCustomer(server.url, 'relkill')));
    products = await orderableProducts(server.url, customers[0]);
  });

  it(`kill -9 under order load, ${ROUNDS} times: every acknowledged order is stored whole, none without lines, the kept figures add up`, async () => {
    const random = prng(SEED);
    const rounds: Round[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const acks: Ack[] = [];
      let unanswered = 0;
      let stopped = false;
      const base = rig.server.url;

      // Tokens outlive the process (fixed JWT_SECRET), so the same customers continue after each restart.
      const worker = async (customer: Account, w: number) => {
        const own = prng(SEED + round * 100 + w);
        while (!stopped) {
          const count = 1 + Math.floor(own() * 5);
          const chosen = [...products].sort(() => own() - 0.5).slice(0, count);
          const lines: Line[] = chosen.map((productId) => ({ productId, quantity: 1 + Math.floor(own() * 5) }));
          const { answer, ack } = await placeOrder(own() < 0.5 ? 'REST' : 'GraphQL', base, customer, lines, {}, 15_000);
          if (ack) acks.push(ack);
          else if (answer.status === 0) {
            unanswered++;
            return;
          }
        }
      };
      const killAtMs = Math.round(500 + random() * 1500);
      const load = Promise.all(customers.map(worker));
      // Not a wait for something to happen: the random moment of the kill under load is what is tested.
      await new Promise((resolve) => setTimeout(resolve, killAtMs));
      await rig.server.kill9();
      stopped = true;
      await load;

      await rig.server.restart();
      rounds.push({ killAtMs, acknowledged: acks.length, unanswered, ...(await verify(rig.database, acks)) });
    }

    table(
      `kill -9 under order load [${driver}]`,
      rounds.map((r, i) => [
        i + 1,
        `${r.killAtMs} ms`,
        r.acknowledged,
        r.intact,
        r.problems.length,
        r.orphans,
        r.unanswered,
        r.stored,
      ]),
      [
        'round',
        'killed at',
        'acknowledged',
        'found intact',
        'lost/changed',
        'orders without lines',
        'cut off in flight',
        'orders stored',
      ],
    );
    const problems = rounds.flatMap((r, i) => r.problems.map((p) => `round ${i + 1}: ${p}`));
    for (const p of problems.slice(0, 10)) line(`  ✗ ${p}`);
    const orphans = rounds.at(-1)?.orphans ?? 0;
    const figures = await figureMismatches(rig.database);
    for (const f of figures.slice(0, 10)) line(`  ✗ kept figures: ${f}`);
    expect({ lostOrChanged: problems.length, ordersWithoutLines: orphans, keptFiguresWrong: figures }).toEqual({
      lostOrChanged: 0,
      ordersWithoutLines: 0,
      keptFiguresWrong: [],
    });
    // Not vacuous: orders were acknowledged before the kills.
    expect(rounds.reduce((sum, r) => sum + r.acknowledged, 0)).toBeGreaterThan(0);
  }, 300_000);
}

eachDatabase('kill -9 under order load', killUnderLoad);
