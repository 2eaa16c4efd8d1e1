import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { dropRedisKeys, REDIS_UP, TEST_REDIS_URL } from '../test/support/redis.js';
import { gql, login, registerCustomer, rest, send, type Account } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS, REQUIRE_MARIADB, STRONG_PASSWORD } from './support/config.js';
import { decide, orderableProducts, placeOrder, type Channel } from './support/orders.js';
import { PRIVATE_MARIADB_MISSING } from './support/private-mariadb.js';
import { ReplicaPair } from './support/replica-pair.js';
import { line, table } from './support/report.js';
import { createEmployee, ServerProcess } from './support/server-process.js';

/**
 * Proof 16: reads on a replica. Two MariaDB servers of the test's own, the second a binlog replica
 * of the first (support/replica-pair.ts); two built servers on the primary with
 * DATABASE_REPLICA_URLS naming the replica, sharing a Redis, as behind a balancer.
 *
 * Proved:
 * - while the replica keeps up, every customer sees their new order at once on either instance
 *   (their own lists and the order's page), placed over GraphQL or REST;
 * - with the replica's SQL thread stopped (it falls behind by the second), a customer who just
 *   placed an order still sees it at once, every time, on both instances; an employee who wrote
 *   nothing reads the stale replica (the new order is not in their queue, another employee's
 *   approval not in their whole log nor on their dashboard yet): the reads do go to the replica; once the replica is further behind than DATABASE_REPLICA_MAX_LAG_MS,
 *   everyone reads the primary and the employee sees it;
 * - an employee who approved an order does not see it in their queue again on the other instance;
 * - the replica killed: reads go to the primary; nothing fails once that is noticed.
 */

const MAX_LAG_MS = 4000;
const METRICS_TOKEN = 'rel-metrics-token-replica-0123456789';
const READS_PER_ORDER = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const READY = REDIS_UP && PRIVATE_MARIADB_MISSING === null;
if (!READY && REQUIRE_MARIADB) {
  describe('reads on a replica', () => {
    it('needs mariadbd, mariadb-install-db and Redis (CI=true requires them)', () => {
      throw new Error(PRIVATE_MARIADB_MISSING ?? 'Redis is not answering');
    });
  });
} else if (!READY) {
  process.stderr.write(`The replica proof is skipped: ${PRIVATE_MARIADB_MISSING ?? 'Redis is not answering'}.\n`);
}

/** The replica's lag as /metrics gives it (seconds), or null while it is not read from. */
async function replicaLag(base: string): Promise<number | null> {
  const answer = await send(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const value = /^db_replica_lag_seconds\{replica="1"\} ([\d.e+-]+)$/m.exec(answer.text)?.[1];
  return value === undefined ? null : Number(value);
}

async function until(what: string, check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await pause(100);
  }
  return Date.now() - started;
}

const ORDER_IDS = '{ nodes { orderId } totalCount }';

/** The order ids of a customer's pending list, and whether the order's own page answers. */
async function customerSees(base: string, customer: Account, orderId: number): Promise<boolean> {
  const answer = await gql(
    base,
    `query($id: Int!) { myPendingOrdersConnection(first: 100) ${ORDER_IDS} myOrder(orderId: $id) { orderId } }`,
    { id: orderId },
    customer.token,
  );
  const data = answer.json?.data;
  if (!data) throw new Error(`customer's lists: ${answer.status} ${answer.text.slice(0, 300)}`);
  const inList = data.myPendingOrdersConnection.nodes.some((o: { orderId: number }) => o.orderId === orderId);
  return inList && data.myOrder?.orderId === orderId;
}

/** Orders approved today, as the dashboard counts them (from the kept figures). */
async function approvedToday(base: string, employee: Account): Promise<number> {
  const now = Date.now();
  const manilaMidnight = Math.floor((now + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
  const answer = await gql(
    base,
    'query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { approvedCount } }',
    { from: new Date(manilaMidnight).toISOString(), to: new Date(manilaMidnight + 86_400_000).toISOString() },
    employee.token,
  );
  const count = answer.json?.data?.adminDashboard?.approvedCount;
  if (typeof count !== 'number') throw new Error(`dashboard: ${answer.status} ${answer.text.slice(0, 300)}`);
  return count;
}

/** Whether the employee's queue (GraphQL) holds a pending order and their whole activity log (legacy REST) a decided one. */
async function employeeSees(
  base: string,
  employee: Account,
  pending: number,
  decided: number,
): Promise<{ queue: boolean; log: boolean }> {
  const queue = await gql(base, `{ ordersToAuthorizeConnection(first: 100) ${ORDER_IDS} }`, undefined, employee.token);
  const nodes = queue.json?.data?.ordersToAuthorizeConnection?.nodes;
  if (!nodes) throw new Error(`queue: ${queue.status} ${queue.text.slice(0, 300)}`);
  const log = await rest(base, 'GET', `/api/Product/orderActivityLog?employeeId=${employee.id}`, {
    token: employee.token,
  });
  if (log.status !== 200) throw new Error(`whole log: ${log.status} ${log.text.slice(0, 300)}`);
  return {
    queue: nodes.some((o: { orderId: number }) => o.orderId === pending),
    log: (log.json as { orderId: number }[]).some((o) => o.orderId === decided),
  };
}

(READY ? describe : describe.skip)('reads on a replica', () => {
  const prefix = `waters-rel-${randomBytes(6).toString('hex')}:`;
  let pair: ReplicaPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let employee: Account;
  /** A second employee, whose decisions the first has not made. */
  let clerk: Account;
  const customers: Account[] = [];
  let products: string[];

  beforeAll(async () => {
    pair = await ReplicaPair.start();
    const env = {
      ...NO_RATE_LIMITS,
      DATABASE_REPLICA_URLS: pair.replica.url,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      METRICS_TOKEN,
    };
    a = await ServerProcess.start({ database: pair.primary, env });
    b = await ServerProcess.start({ database: pair.primary, env });
    employee = await login(a.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
    await createEmployee(pair.primary, 'relclerk', STRONG_PASSWORD);
    clerk = await login(a.url, 'Employee', 'relclerk', STRONG_PASSWORD);
    for (let i = 0; i < 3; i++) customers.push(await registerCustomer(a.url, 'relrep'));
    products = await orderableProducts(a.url, customers[0]!);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pair?.drop();
    await dropRedisKeys(prefix);
  }, 60_000);

  const place = async (channel: Channel, server: ServerProcess, customer: Account, n: number) => {
    const { answer, ack } = await placeOrder(channel, server.url, customer, [
      { productId: products[n % products.length]!, quantity: 1 + (n % 3) },
    ]);
    if (!ack) throw new Error(`placeOrder (${channel}): ${answer.status} ${answer.text.slice(0, 300)}`);
    return ack.orderId;
  };

  it('shows every customer their own new order at once, with the replica keeping up and lagging by seconds', async () => {
    const tookMs = await until(
      'the replica in use on both instances',
      async () => ((await replicaLag(a.url)) ?? 99) < 1 && ((await replicaLag(b.url)) ?? 99) < 1,
      20_000,
    );
    line(`replica in use ${tookMs} ms after the servers started`);

    // Keeping up: place on one instance, read at once on the other (and on the same one).
    let missed = 0;
    let reads = 0;
    for (let n = 0; n < 12; n++) {
      const [placer, reader] = n % 2 ? [a, b] : [b, a];
      const customer = customers[n % customers.length]!;
      const orderId = await place(n % 3 === 0 ? 'REST' : 'GraphQL', placer, customer, n);
      for (let r = 0; r < READS_PER_ORDER; r++) {
        reads++;
        if (!(await customerSees(r % 2 ? placer.url : reader.url, customer, orderId))) missed++;
      }
    }
    expect({ missed, reads }).toEqual({ missed: 0, reads: 12 * READS_PER_ORDER });

    // Lagging: the replica stops applying; a customer orders and another employee approves an
    // order; an employee who wrote nothing reads.
    const approvedMeanwhile = await place('GraphQL', a, customers[2]!, 98);
    await pause(1500);
    const approvedBefore = await approvedToday(b.url, employee);
    await pair.stopApplying();
    const stopped = Date.now();
    const buyer = customers[0]!;
    const lagged = await place('GraphQL', a, buyer, 99);
    expect((await decide(a.url, clerk, approvedMeanwhile, 'approve', 'gql')).outcome).toBe('success');
    let lagReads = 0;
    let lagMissed = 0;
    // The employee reads well within the allowed lag: from the replica, which has not got the order.
    await pause(800);
    const staleForEmployee = await employeeSees(b.url, employee, lagged, approvedMeanwhile);
    const staleApproved = await approvedToday(b.url, employee);
    const staleAt = Date.now() - stopped;
    const second = await place('REST', b, buyer, 100);
    while (Date.now() - stopped < MAX_LAG_MS + 1500) {
      for (const [server, orderId] of [
        [a, lagged],
        [b, lagged],
        [a, second],
        [b, second],
      ] as const) {
        lagReads++;
        if (!(await customerSees(server.url, buyer, orderId))) lagMissed++;
      }
      await pause(200);
    }
    // Further behind than allowed: nobody reads the replica; the employee sees the order.
    const freshForEmployee = await employeeSees(b.url, employee, lagged, approvedMeanwhile);
    const freshApproved = await approvedToday(b.url, employee);
    const lagWhenLeftOut = await replicaLag(b.url);
    await pair.startApplying();
    const caughtUpMs = await until(
      'the replica back in use',
      async () => ((await replicaLag(a.url)) ?? 99) < 1 && ((await replicaLag(b.url)) ?? 99) < 1,
      20_000,
    );

    // An employee's own decision: approved on one instance, gone from their queue and in their log
    // on the other at once.
    const decided = await decide(a.url, employee, lagged, 'approve', 'gql');
    expect(decided.outcome).toBe('success');
    const afterDecision = await employeeSees(b.url, employee, lagged, lagged);

    table('Reads on a replica: own orders at once, stale reads only for those who wrote nothing', [
      ['orders placed and read back at once (replica keeping up)', `12 orders, ${reads} reads, ${missed} missed`],
      ['customer reads with the replica not applying', `${lagReads} reads, ${lagMissed} missed`],
      [
        `employee (no writes) ${staleAt} ms after the replica stopped`,
        `queue ${staleForEmployee.queue ? 'has' : 'lacks'} it, log ${staleForEmployee.log ? 'has' : 'lacks'} it, dashboard +${staleApproved - approvedBefore} approved today`,
      ],
      [
        `employee after ${MAX_LAG_MS} ms of lag`,
        `queue ${freshForEmployee.queue ? 'has' : 'lacks'} it, log ${freshForEmployee.log ? 'has' : 'lacks'} it, dashboard +${freshApproved - approvedBefore} approved today (replica lag in /metrics: ${lagWhenLeftOut ?? 'absent'})`,
      ],
      ['replica in use again after it applied the backlog', `${caughtUpMs} ms`],
      [
        'employee on the other instance right after approving',
        `queue ${afterDecision.queue ? 'still has it' : 'lacks it'}, log ${afterDecision.log ? 'has' : 'lacks'} it`,
      ],
    ]);
    expect(lagMissed).toBe(0);
    expect(lagReads).toBeGreaterThan(20);
    // The employee's reads came from the replica (stale), then from the primary.
    expect(staleForEmployee).toEqual({ queue: false, log: false });
    expect(freshForEmployee).toEqual({ queue: true, log: true });
    expect([staleApproved - approvedBefore, freshApproved - approvedBefore]).toEqual([0, 1]);
    expect(afterDecision).toEqual({ queue: false, log: true });
  });

  it('reads from the primary once a killed replica is noticed, and nothing fails after that', async () => {
    const customer = customers[1]!;
    const orderId = await place('GraphQL', a, customer, 7);
    await pair.replica.kill();
    const killed = Date.now();
    const noticedMs = await until(
      'the dead replica left out',
      async () => (await replicaLag(a.url)) === null && (await replicaLag(b.url)) === null,
      10_000,
    );
    let failed = 0;
    let reads = 0;
    for (let n = 0; n < 40; n++) {
      const server = n % 2 ? a : b;
      reads++;
      try {
        if (!(await customerSees(server.url, customer, orderId))) failed++;
        const seen = await employeeSees(server.url, employee, orderId, orderId);
        if (!seen.queue || seen.log) failed++;
      } catch {
        failed++;
      }
    }
    table('A killed replica', [
      ['replica killed, left out by both instances after', `${noticedMs} ms (${Date.now() - killed} ms to the end)`],
      ['reads after that', `${reads} rounds, ${failed} failed or stale`],
    ]);
    expect(failed).toBe(0);
  });
});
