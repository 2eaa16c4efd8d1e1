import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { gql, gqlCode, login, pool, registerCustomer, rest, type Account } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS, REQUIRE_MARIADB } from './support/config.js';
import { createDatabase, num, type RelDatabase } from './support/databases.js';
import { mariadbAvailable } from '../test/support/databases.js';
import { dropRedisKeys, REDIS_UP, TEST_REDIS_URL } from '../test/support/redis.js';
import { decide, placeOrder, type Decision } from './support/orders.js';
import { line, table } from './support/report.js';
import { ServerProcess } from './support/server-process.js';

/**
 * Proof 8: two instances behave as one. Two built servers share one MariaDB database and one
 * Redis, as behind a proxy: they boot together from an empty database; a login lock reached
 * through one holds on the other; approve/cancel races split across both keep one winner per
 * order; a catalogue change made through one is what the other answers next.
 */

const RACES = 100;
const CALLS = 8;
const LOCK_AFTER = 5;

const READY = (await mariadbAvailable()) && REDIS_UP;
if (!READY && REQUIRE_MARIADB) {
  describe('two instances on one MariaDB and one Redis', () => {
    it('needs MariaDB at 127.0.0.1:3306 and Redis at 127.0.0.1:6379 (CI=true requires them)', () => {
      throw new Error('MariaDB or Redis is not answering');
    });
  });
} else if (!READY) {
  process.stderr.write('MariaDB or Redis is not answering: the multi-instance proof is skipped.\n');
}

(READY ? describe : describe.skip)('two instances on one MariaDB and one Redis', () => {
  const prefix = `waters-rel-${randomBytes(6).toString('hex')}:`;
  let database: RelDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createDatabase('mariadb');
    const env = {
      ...NO_RATE_LIMITS,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LOCK_AFTER),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
    };
    // Started at the same moment on the empty database, as a deployment starts its replicas.
    [a, b] = await Promise.all([ServerProcess.start({ database, env }), ServerProcess.start({ database, env })]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await dropRedisKeys(prefix);
  }, 60_000);

  it('boot together from an empty database: both ready, 23 products and the demo accounts once', async () => {
    for (const server of [a, b]) expect((await rest(server.url, 'GET', '/health/ready')).status).toBe(200);
    const [products] = await database.query<{ n: number }>('SELECT COUNT(*) AS n FROM products');
    const [accounts] = await database.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM users WHERE user_name IN ('customer', 'employee')",
    );
    expect([num(products.n), num(accounts.n)]).toEqual([23, 2]);
  });

  it(`a login lock reached through one instance (${LOCK_AFTER} wrong passwords) holds on the other, even for the right password`, async () => {
    const customer = await registerCustomer(a.url, 'relmulti');
    const wrong = { i: { userName: customer.userName, password: 'not-the-password-1' } };
    const LOGIN = 'mutation($i: LoginInput!) { customerLogin(input: $i) { token } }';
    for (let i = 0; i < LOCK_AFTER; i++) expect(gqlCode(await gql(a.url, LOGIN, wrong))).toBe('UNAUTHENTICATED');
    const right = await gql(b.url, LOGIN, { i: { userName: customer.userName, password: customer.password } });
    expect(gqlCode(right)).toBe('TOO_MANY_REQUESTS');
    const legacy = await rest(b.url, 'POST', '/api/Login/customer-login', {
      body: { UserName: customer.userName, PasswordHash: customer.password },
    });
    expect(legacy.status).toBe(429);
  });

  it(`${RACES} orders, each decided by ${CALLS} simultaneous approve/cancel calls split across both instances: exactly one winner each`, async () => {
    const customer = await registerCustomer(a.url, 'relmulti');
    const employee: Account = await login(b.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    const outcomes = { success: 0, conflict: 0, 'server-error': 0, other: 0 };
    const violations: string[] = [];
    const winners = new Map<number, Decision>();
    await pool(
      Array.from({ length: RACES }, (_, i) => i),
      4,
      async (round) => {
        const placed = await placeOrder('GraphQL', round % 2 === 0 ? a.url : b.url, customer, [
          { productId: 'DRD-001', quantity: 1 },
        ]);
        if (!placed.ack)
          throw new Error(`placeOrder failed: ${placed.answer.status} ${placed.answer.text.slice(0, 200)}`);
        const orderId = placed.ack.orderId;
        const calls = Array.from({ length: CALLS }, (_, i) => ({
          server: i % 2 === 0 ? a : b,
          decision: (i % 4 < 2 ? 'approve' : 'cancel') as Decision,
          channel: (round % 2 === 0 ? 'gql' : 'rest') as 'gql' | 'rest',
        }));
        const results = await Promise.all(
          calls.map((c) => decide(c.server.url, employee, orderId, c.decision, c.channel)),
        );
        for (const result of results) outcomes[result.outcome] += 1;
        const won = results.flatMap((r, i) => (r.outcome === 'success' ? [calls[i].decision] : []));
        if (won.length !== 1 || results.some((r) => r.outcome !== 'success' && r.outcome !== 'conflict')) {
          violations.push(
            `order ${orderId}: ${won.length} winners; ${results.map((r) => r.detail.slice(0, 60)).join(' | ')}`,
          );
        } else winners.set(orderId, won[0]);
      },
    );
    const stored = await database.query<{ id: number; status: string }>(
      `SELECT id, status FROM orders WHERE id IN (${[...winners.keys()].join(',') || 0})`,
    );
    const mismatched = stored.filter(
      (o) => o.status !== (winners.get(num(o.id)) === 'approve' ? 'APPROVED' : 'CANCELLED'),
    );
    table(
      'approve/cancel races across two instances',
      [
        [
          RACES,
          RACES * CALLS,
          outcomes.success,
          outcomes.conflict,
          outcomes['server-error'],
          outcomes.other,
          mismatched.length,
        ],
      ],
      ['orders', 'calls', 'won', 'conflict', '5xx', 'other', 'stored ≠ winner'],
    );
    for (const v of violations.slice(0, 5)) line(`  ✗ ${v}`);
    expect({ violations: violations.length, mismatched: mismatched.length, won: outcomes.success }).toEqual({
      violations: 0,
      mismatched: 0,
      won: RACES,
    });
  }, 300_000);

  it('a catalogue change made through one instance is what the other answers next, with no retry', async () => {
    const customer = await registerCustomer(b.url, 'relmulti');
    const employee = await login(a.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    const AVAILABLE = '{ availableProducts { productId productPrice } }';
    const priceOn = async (server: ServerProcess, productId: string) => {
      const listed = await rest(server.url, 'GET', '/api/Product/available', { token: customer.token });
      const viaGraphql = await gql(server.url, AVAILABLE, undefined, customer.token);
      return [
        listed.json.find((p: { productId: string }) => p.productId === productId)?.productPrice,
        viaGraphql.json.data.availableProducts.find((p: { productId: string }) => p.productId === productId)
          ?.productPrice,
      ];
    };
    for (let change = 1; change <= 20; change++) {
      // Both instances have the catalogue in memory (answered twice, so the fast paths hold it too).
      await priceOn(b, 'SMK-001');
      const before = await priceOn(b, 'SMK-001');
      const price = 300 + change;
      const edited = await gql(
        a.url,
        'mutation($i: EditProductInput!) { editProduct(input: $i) { productPrice } }',
        { i: { productId: 'SMK-001', productPrice: price, productStatus: 'Available' } },
        employee.token,
      );
      expect(edited.json?.data?.editProduct?.productPrice).toBe(price);
      expect(await priceOn(b, 'SMK-001')).toEqual([price, price]);
      expect(before).not.toEqual([price, price]);
    }
  }, 120_000);
});
