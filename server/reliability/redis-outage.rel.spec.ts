import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mariadbAvailable } from '../test/support/databases.js';
import { clientDocument } from '../test/support/trusted-calls.js';
import { gql, gqlCode, login, registerCustomer, rest, type Account, type Answer } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS, REQUIRE_MARIADB } from './support/config.js';
import { createDatabase, type RelDatabase } from './support/databases.js';
import { openLiveStream, type LiveStream } from './support/live-stream.js';
import { orderableProducts, placeOrder, type Ack } from './support/orders.js';
import { PrivateRedis, REDIS_SERVER_INSTALLED } from './support/redis-server.js';
import { line, ms, table } from './support/report.js';
import { collectLog, type LogLine } from './support/server-log.js';
import { ServerProcess } from './support/server-process.js';
import { verify } from './support/stored-orders.js';

/**
 * Proof 11: Redis stopped for 30 s under traffic from two instances, then started again. Two
 * built servers share one MariaDB database and a redis-server of the test's own, which is killed
 * (kill -9) under steady traffic (logins, the catalogue over GraphQL and REST, placeOrder over
 * both) through both instances, and started again on the same port 30 s later. It proves:
 * - no request fails: every answer before, during and after is what it is with Redis up, and
 *   every order acknowledged is in the database;
 * - rate limits fall back to each instance counting alone, with the same limits (a login lock
 *   needs the failures on the instance that refuses), and count together again once Redis is
 *   back (a lock reached through one instance holds on the other): how soon is measured;
 * - live events published meanwhile are lost for the other instance (Redis pub/sub keeps
 *   nothing), so when an instance's subscription comes back its open live streams end, and the
 *   client's reconnection reloads its lists: the reloaded list holds every order placed through
 *   the other instance during the outage, and events flow between the instances again;
 * - the logs say the outage and the recovery once per instance, not a line per request;
 * - /health/ready says ready (200) on both instances meanwhile, naming Redis as unavailable.
 * Then, under the same traffic, the redis-server is frozen (SIGSTOP) for 8 s and let go on
 * (SIGCONT): its connections stay open and nothing answers. No request fails and none waits more
 * than 2 s (a command to it gives up after its time limit and the instance treats Redis as down
 * from then on); counting is shared again after it goes on, and the live stream on B, which could
 * not hear of an order placed through A meanwhile, is ended so that its screen reloads.
 */

const OUTAGE_MS = 30_000;
/** Traffic before the figures count: the first requests of a fresh process pay for its compiling. */
const WARM_UP_MS = 3_000;
const BEFORE_MS = 6_000;
const AFTER_MS = 6_000;
/** The redis-server stopped with SIGSTOP for this long, then let go on (SIGCONT). */
const FREEZE_MS = 8_000;
/** Traffic after it goes on (at least; shared counting is waited for first). */
const THAWED_MS = 3_000;
/** The longest any request may wait while Redis is frozen. */
const FROZEN_REQUEST_LIMIT_MS = 2_000;
/** A request slower than this while Redis is frozen is listed (p99 with Redis up is about 200 ms on 2 cores). */
const SLOW_MS = 400;
/** Customers sending requests side by side, each alternating between the instances. */
const LANES = 4;
/** A lane's pause between two requests: steady traffic, not a flood on a shared two-core machine. */
const PAUSE_MS = 20;
/** Orders the watching customer places through A during the outage. */
const OUTAGE_ORDERS = 3;
const LOCK_AFTER = 3;
/** How long, after Redis is back, shared counting and the streams' ends are waited for. */
const RECOVERY_WAIT_MS = 20_000;

type Phase = 'warm-up' | 'before' | 'outage' | 'after' | 'freeze' | 'thawed';
type Instance = 'A' | 'B';
type Op = 'login' | 'catalogue GraphQL' | 'catalogue REST' | 'placeOrder GraphQL' | 'placeOrder REST';
/** Seven steps (odd): alternating instances, each step lands on both in turn. */
const CYCLE: Op[] = [
  'catalogue GraphQL',
  'placeOrder GraphQL',
  'catalogue REST',
  'placeOrder REST',
  'catalogue GraphQL',
  'login',
  'catalogue REST',
];

interface Sample {
  readonly phase: Phase;
  readonly op: Op;
  readonly instance: Instance;
  readonly ms: number;
  readonly ok: boolean;
  readonly detail: string;
  /** performance.now() when it was sent. */
  readonly startedAt: number;
}

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, msToWait)));
const percentile = (values: readonly number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const LOGIN = clientDocument('CustomerLogin');
const MY_PENDING_ORDERS = clientDocument('MyPendingOrders');
const AVAILABLE = '{ availableProducts { productId productPrice } }';

/** Shared counting seen again (ms after Redis came back): see seen.sharedAgain. */
interface SharedAgain {
  byMs: number;
  notYetAtMs: number;
  probes: number;
}
/** /health/ready's answer: its status and what its body says of Redis. */
interface ReadyAnswer {
  status: number;
  body: string;
  redis: string | undefined;
}

const READY = REDIS_SERVER_INSTALLED && (await mariadbAvailable());
if (!READY && REQUIRE_MARIADB) {
  describe('Redis stopped for 30 s under two instances', () => {
    it('needs MariaDB at 127.0.0.1:3306 and redis-server on PATH (CI=true requires them)', () => {
      throw new Error(`MariaDB or redis-server is missing (redis-server installed: ${REDIS_SERVER_INSTALLED})`);
    });
  });
} else if (!READY) {
  process.stderr.write(
    'MariaDB is not answering or redis-server is not installed: the Redis outage proof is skipped.\n',
  );
}

(READY ? describe : describe.skip)('Redis stopped for 30 s under two instances', () => {
  let redis: PrivateRedis;
  let database: RelDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let logs: Record<Instance, LogLine[]>;
  let customers: Account[];
  let watcher: Account;
  let lockedOut: Account;
  let employee: Account;
  let products: string[];
  const streams: LiveStream[] = [];
  /** The phase the traffic is in; what is acknowledged is counted under it. */
  let phase: Phase = 'warm-up';

  /** What the scenario observed, checked by the proofs below. */
  const seen = {
    samples: [] as Sample[],
    acks: [] as { ack: Ack; phase: Phase }[],
    killedAt: 0,
    restartedAt: 0,
    /** Answers to the probes and checks themselves that were not one of the expected ones. */
    unexpected: [] as string[],
    sharedBefore: false,
    fallback: { wrongOnA: [] as (string | undefined)[], rightOnA: '', rightOnBAccepted: false, aloneOnB: '' },
    /** The right password through A for the account locked there during the outage, once counting is shared again. */
    outageLockAfterReturn: '',
    /**
     * Shared counting seen again (ms after Redis started): by the time the first failure of the
     * first probe that showed it had been counted, and not yet when the last probe that did not started.
     */
    sharedAgain: null as SharedAgain | null,
    /** When each instance logged that Redis answers again (ms after Redis started). */
    answersAgainMs: { A: NaN, B: NaN },
    readyDuring: { A: null, B: null } as Record<Instance, ReadyAnswer | null>,
    frozenAt: 0,
    thawedAt: 0,
    readyFrozen: { A: null, B: null } as Record<Instance, ReadyAnswer | null>,
    /** As sharedAgain, counted from SIGCONT. */
    sharedAfterThaw: null as SharedAgain | null,
    /** When each instance logged that Redis answers again after the freeze (ms after SIGCONT). */
    answersAfterThawMs: { A: NaN, B: NaN },
    /** An order the watcher placed through A while Redis was frozen: heard on B's reopened stream? */
    frozenOrderHeardOnB: null as boolean | null,
    /** When B's reopened stream was ended by the server (ms after SIGCONT), null: not ended. */
    reopenedEndedAfterThawMs: null as number | null,
    beforeSeenMs: null as number | null,
    outageOrderIds: [] as number[],
    outageSeenOnB: 0,
    endedBeforeReturn: 0,
    endedAfterMs: [] as (number | null)[],
    reloadHas: 0,
    afterSeen: false,
    reopenedEnded: false,
    done: false,
  };

  const url = (instance: Instance) => (instance === 'A' ? a.url : b.url);

  /** One request of the steady traffic; ok when answered as with Redis up. */
  async function request(op: Op, instance: Instance, customer: Account, productId: string) {
    const base = url(instance);
    let answer: Answer;
    let ok: boolean;
    let ack: Ack | undefined;
    if (op === 'login') {
      answer = await gql(base, LOGIN, { input: { userName: customer.userName, password: customer.password } });
      ok = typeof answer.json?.data?.customerLogin?.token === 'string';
    } else if (op === 'catalogue GraphQL') {
      answer = await gql(base, AVAILABLE, undefined, customer.token);
      ok = answer.status === 200 && !answer.json?.errors && answer.json?.data?.availableProducts?.length > 0;
    } else if (op === 'catalogue REST') {
      answer = await rest(base, 'GET', '/api/Product/available', { token: customer.token });
      ok = answer.status === 200 && Array.isArray(answer.json) && answer.json.length > 0;
    } else {
      const placed = await placeOrder(op === 'placeOrder REST' ? 'REST' : 'GraphQL', base, customer, [
        { productId, quantity: 1 },
      ]);
      answer = placed.answer;
      ack = placed.ack;
      ok = ack !== undefined;
    }
    return { ok, ack, ms: answer.ms, detail: `${answer.status} ${answer.error ?? answer.text.slice(0, 160)}` };
  }

  /**
   * A wrong password for an account that does not exist, LOCK_AFTER times through A: is the next
   * try through B refused? Also says when the first failure had been counted (its answer came back).
   */
  async function lockHoldsAcross(): Promise<{ shared: boolean; firstCountedAt: number }> {
    const wrong = { input: { userName: `ghost${randomBytes(5).toString('hex')}`, password: 'not-the-password-1' } };
    let firstCountedAt = 0;
    for (let i = 0; i < LOCK_AFTER; i++) {
      const code = gqlCode(await gql(a.url, LOGIN, wrong));
      firstCountedAt ||= performance.now();
      if (code !== 'UNAUTHENTICATED') seen.unexpected.push(`probe: wrong password through A answered ${code}`);
    }
    const code = gqlCode(await gql(b.url, LOGIN, wrong));
    if (code !== 'UNAUTHENTICATED' && code !== 'TOO_MANY_REQUESTS')
      seen.unexpected.push(`probe: wrong password through B answered ${code}`);
    return { shared: code === 'TOO_MANY_REQUESTS', firstCountedAt };
  }

  async function watcherOrderOnA(): Promise<number> {
    const placed = await placeOrder('GraphQL', a.url, watcher, [{ productId: products[0], quantity: 1 }]);
    if (!placed.ack) throw new Error(`the watcher's order failed: ${placed.answer.status} ${placed.answer.text}`);
    seen.acks.push({ ack: placed.ack, phase });
    return placed.ack.orderId;
  }

  /** Lock probes until one through A holds on B, for at most RECOVERY_WAIT_MS after `since`. */
  async function sharedAgainSince(since: number): Promise<SharedAgain | null> {
    let notYetAt = NaN;
    for (let probes = 1; performance.now() - since < RECOVERY_WAIT_MS; probes++) {
      const probeAt = performance.now();
      const probe = await lockHoldsAcross();
      if (probe.shared) return { byMs: probe.firstCountedAt - since, notYetAtMs: notYetAt - since, probes };
      notYetAt = probeAt;
    }
    return null;
  }

  async function readyAnswer(instance: Instance): Promise<ReadyAnswer> {
    const answer = await rest(url(instance), 'GET', '/health/ready');
    return { status: answer.status, body: answer.text, redis: answer.json?.checks?.redis };
  }

  /** When each instance logged "Redis answers again." first at or after `wallSince` (ms after it). */
  const answersAgainAfter = (wallSince: number) => {
    const at = (instance: Instance) =>
      (logs[instance].find((l) => l.msg === 'Redis answers again.' && l.time >= wallSince - 1_000)?.time ?? NaN) -
      wallSince;
    return { A: at('A'), B: at('B') };
  };

  const follow = async (instance: Instance, account: Account) => {
    const stream = await openLiveStream(url(instance), account.token);
    if (stream.status !== 200) throw new Error(`live stream on ${instance}: ${stream.status}`);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    database = await createDatabase('mariadb');
    const env = {
      ...NO_RATE_LIMITS,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LOCK_AFTER),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'waters-rel:',
    };
    [a, b] = await Promise.all([ServerProcess.start({ database, env }), ServerProcess.start({ database, env })]);
    logs = { A: collectLog(a), B: collectLog(b) };
    customers = await Promise.all(
      Array.from({ length: LANES }, (_, i) => registerCustomer(i % 2 === 0 ? a.url : b.url, 'relredis')),
    );
    [watcher, lockedOut, employee] = await Promise.all([
      registerCustomer(a.url, 'relwatch'),
      registerCustomer(b.url, 'rellock'),
      login(a.url, 'Employee', DEMO.employee.userName, DEMO.employee.password),
    ]);
    products = (await orderableProducts(a.url, customers[0])).slice(0, 5);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    // Not a proof of stopping (graceful-stop.rel.spec.ts is): a server that has had a live stream open
    // waits out its whole grace period on SIGTERM (the GraphQL module drains the HTTP server before the
    // streams are ended), which this suite's time cannot afford.
    await Promise.all([a?.kill9(), b?.kill9()]);
    await database?.drop();
    await redis?.remove();
  }, 60_000);

  it(`Redis killed for ${OUTAGE_MS / 1000} s, then frozen for ${FREEZE_MS / 1000} s, under traffic through both instances: every request answered as with Redis up, every acknowledged order stored`, async () => {
    // Open screens: the staff's on both instances, and a customer's on B whose orders are placed through A.
    const [staffA, staffB, watcherB] = [
      await follow('A', employee),
      await follow('B', employee),
      await follow('B', watcher),
    ];
    let stopped = false;
    const lanes = customers.map(async (customer, lane) => {
      for (let n = 0; !stopped; n++) {
        const op = CYCLE[n % CYCLE.length];
        const instance: Instance = (lane + n) % 2 === 0 ? 'A' : 'B';
        const during = phase;
        const startedAt = performance.now();
        const result = await request(op, instance, customer, products[(lane + n) % products.length]);
        seen.samples.push({
          phase: during,
          op,
          instance,
          ms: result.ms,
          ok: result.ok,
          detail: result.detail,
          startedAt,
        });
        if (result.ack) seen.acks.push({ ack: result.ack, phase: during });
        await pause(PAUSE_MS);
      }
    });
    // Whatever happens below, the traffic stops with the scenario.
    let started = 0;
    let restartedWall = 0;
    let thawedWall = 0;
    let reopened: LiveStream | undefined;
    try {
      await pause(WARM_UP_MS);
      phase = 'before';
      started = performance.now();

      // Before: an order placed through A reaches the watcher's screen on B, and a lock through A holds on B.
      await pause(BEFORE_MS / 3);
      const placedAt = performance.now();
      const first = await watcherOrderOnA();
      if (await watcherB.seen(first, 'PENDING', 5_000))
        seen.beforeSeenMs = watcherB.events.find((e) => e.orderId === first)!.at - placedAt;
      seen.sharedBefore = (await lockHoldsAcross()).shared;
      await pause(started + BEFORE_MS - performance.now());

      // The outage.
      await redis.kill();
      seen.killedAt = performance.now();
      phase = 'outage';
      await pause(1_000);
      // Each instance counts alone: LOCK_AFTER wrong passwords through A lock the account on A only.
      const wrong = { input: { userName: lockedOut.userName, password: 'not-the-password-1' } };
      const right = { input: { userName: lockedOut.userName, password: lockedOut.password } };
      for (let i = 0; i < LOCK_AFTER; i++) seen.fallback.wrongOnA.push(gqlCode(await gql(a.url, LOGIN, wrong)));
      seen.fallback.rightOnA = gqlCode(await gql(a.url, LOGIN, right)) ?? 'accepted';
      seen.fallback.rightOnBAccepted =
        typeof (await gql(b.url, LOGIN, right)).json?.data?.customerLogin?.token === 'string';
      // …and B alone locks at the same limit.
      const ghost = { input: { userName: `ghost${randomBytes(5).toString('hex')}`, password: 'not-the-password-1' } };
      for (let i = 0; i < LOCK_AFTER; i++) await gql(b.url, LOGIN, ghost);
      seen.fallback.aloneOnB = gqlCode(await gql(b.url, LOGIN, ghost)) ?? 'accepted';
      const [readyA, readyB] = await Promise.all([readyAnswer('A'), readyAnswer('B')]);
      seen.readyDuring = { A: readyA, B: readyB };
      // The watcher's orders through A, spread over the outage: B's stream cannot hear of them now.
      for (let i = 0; i < OUTAGE_ORDERS; i++) {
        seen.outageOrderIds.push(await watcherOrderOnA());
        await pause((OUTAGE_MS - 8_000) / OUTAGE_ORDERS);
      }
      await pause(seen.killedAt + OUTAGE_MS - performance.now());
      seen.outageSeenOnB = seen.outageOrderIds.filter((id) => watcherB.events.some((e) => e.orderId === id)).length;
      seen.endedBeforeReturn = [staffA, staffB, watcherB].filter((s) => s.endedAt !== null).length;

      // Redis is back, on the same port.
      await redis.start();
      seen.restartedAt = performance.now();
      phase = 'after';
      restartedWall = Date.now();
      const sharedAgain = sharedAgainSince(seen.restartedAt).then((shared) => (seen.sharedAgain = shared));
      const ended = await Promise.all([staffA, staffB, watcherB].map((s) => s.ended(RECOVERY_WAIT_MS)));
      seen.endedAfterMs = ended.map((at) => (at === null ? null : at - seen.restartedAt));
      if (ended[2] !== null) {
        // What the web client does when its stream ends: it opens a new one and reloads its lists.
        reopened = await follow('B', watcher);
        const list = await gql(b.url, MY_PENDING_ORDERS, {}, watcher.token);
        const listed: number[] = (list.json?.data?.myPendingOrdersConnection?.nodes ?? []).map(
          (o: { orderId: number }) => o.orderId,
        );
        seen.reloadHas = seen.outageOrderIds.filter((id) => listed.includes(id)).length;
        const stream = reopened;
        seen.afterSeen = await stream.seen(await watcherOrderOnA(), 'PENDING', 5_000);
        await sharedAgain;
        seen.outageLockAfterReturn = gqlCode(await gql(a.url, LOGIN, right)) ?? 'accepted';
        await pause(seen.restartedAt + AFTER_MS - performance.now());
        seen.reopenedEnded = stream.endedAt !== null;
      } else await sharedAgain;
      await pause(seen.restartedAt + AFTER_MS - performance.now());

      // Frozen: the redis-server stops where it is (SIGSTOP); its connections stay open, nothing answers.
      redis.freeze();
      seen.frozenAt = performance.now();
      phase = 'freeze';
      await pause(2_000);
      const [frozenA, frozenB] = await Promise.all([readyAnswer('A'), readyAnswer('B')]);
      seen.readyFrozen = { A: frozenA, B: frozenB };
      const frozenOrder = reopened ? await watcherOrderOnA() : undefined;
      await pause(seen.frozenAt + FREEZE_MS - performance.now());
      redis.thaw();
      seen.thawedAt = performance.now();
      phase = 'thawed';
      thawedWall = Date.now();
      seen.sharedAfterThaw = await sharedAgainSince(seen.thawedAt);
      await pause(seen.thawedAt + THAWED_MS - performance.now());
      if (reopened && frozenOrder !== undefined) {
        seen.frozenOrderHeardOnB = reopened.events.some((e) => e.orderId === frozenOrder);
        seen.reopenedEndedAfterThawMs = reopened.endedAt === null ? null : reopened.endedAt - seen.thawedAt;
      }
    } finally {
      if (seen.frozenAt && !seen.thawedAt) redis.thaw();
      stopped = true;
      await Promise.all(lanes);
    }
    // Logs are written in batches every half second.
    await pause(1_000);
    seen.answersAgainMs = answersAgainAfter(restartedWall);
    seen.answersAfterThawMs = answersAgainAfter(thawedWall);
    seen.done = true;

    const ends: Record<Phase, [number, number]> = {
      'warm-up': [started - WARM_UP_MS, started],
      before: [started, seen.killedAt],
      outage: [seen.killedAt, seen.restartedAt],
      after: [seen.restartedAt, seen.frozenAt],
      freeze: [seen.frozenAt, seen.thawedAt],
      thawed: [seen.thawedAt, performance.now()],
    };
    const phases: Phase[] = ['before', 'outage', 'after', 'freeze', 'thawed'];
    table(
      'traffic through two instances, Redis killed and started again, then frozen and let go on',
      (['warm-up', ...phases] as Phase[]).map((p) => {
        const of = seen.samples.filter((s) => s.phase === p);
        const seconds = (ends[p][1] - ends[p][0]) / 1000;
        return [
          p,
          `${seconds.toFixed(1)} s`,
          of.length,
          of.filter((s) => !s.ok).length,
          seen.acks.filter((x) => x.phase === p).length,
          ms(
            percentile(
              of.map((s) => s.ms),
              0.5,
            ),
          ),
          ms(
            percentile(
              of.map((s) => s.ms),
              0.99,
            ),
          ),
          ms(Math.max(...of.map((s) => s.ms))),
        ];
      }),
      ['phase', 'length', 'requests', 'failed', 'orders acknowledged', 'p50', 'p99', 'max'],
    );
    const failed = seen.samples.filter((s) => !s.ok);
    for (const s of failed.slice(0, 10)) line(`  ✗ ${s.phase} ${s.op} through ${s.instance}: ${s.detail}`);
    for (const [name, server] of [
      ['A', a],
      ['B', b],
    ] as const)
      if (!server.running || server.loggedErrors.length > 0 || failed.some((s) => s.instance === name))
        line(
          `  ${name} running: ${server.running}; errors logged: ${server.loggedErrors.slice(0, 5).join(' | ')}\n${server.tail(30)}`,
        );
    const stored = await verify(
      database,
      seen.acks.map((x) => x.ack),
    );
    line(`orders acknowledged ${seen.acks.length}, stored as acknowledged ${stored.intact}`);
    for (const problem of stored.problems.slice(0, 5)) line(`  ✗ ${problem}`);
    for (const u of seen.unexpected.slice(0, 5)) line(`  ✗ ${u}`);

    expect({ failed: failed.length, unexpected: seen.unexpected, problems: stored.problems }).toEqual({
      failed: 0,
      unexpected: [],
      problems: [],
    });
    expect(stored.intact).toBe(seen.acks.length);
    // Not vacuous: every phase had traffic and orders, through both instances.
    for (const p of phases)
      for (const instance of ['A', 'B'] as const)
        expect(
          seen.acks.filter((x) => x.phase === p).length > 0 &&
            seen.samples.some((s) => s.phase === p && s.instance === instance),
        ).toBe(true);
  }, 180_000);

  it('/health/ready: ready (200) on both instances while Redis is down or frozen, its body naming Redis unavailable', () => {
    expect(seen.done).toBe(true);
    const answers = [
      ['killed', seen.readyDuring],
      ['frozen', seen.readyFrozen],
    ] as const;
    table(
      '/health/ready while Redis does not answer',
      answers.flatMap(([when, by]) =>
        (['A', 'B'] as const).map((instance) => [
          `${when}, ${instance}`,
          by[instance]?.status ?? 0,
          by[instance]?.body ?? '',
        ]),
      ),
      ['Redis', 'status', 'body'],
    );
    for (const [, by] of answers)
      for (const instance of ['A', 'B'] as const)
        expect(by[instance]).toMatchObject({ status: 200, redis: 'unavailable' });
  });

  it(`Redis frozen (SIGSTOP) for ${FREEZE_MS / 1000} s: no request waits more than ${FROZEN_REQUEST_LIMIT_MS / 1000} s; counting shared again once it goes on, and streams end so that screens reload`, () => {
    expect(seen.done).toBe(true);
    const frozen = seen.samples.filter((s) => s.phase === 'freeze');
    const times = frozen.map((s) => s.ms);
    const slow = frozen.filter((s) => s.ms > SLOW_MS);
    const slowest = Math.max(...times);
    const sharedAfter = seen.sharedAfterThaw;
    const ended = seen.reopenedEndedAfterThawMs;
    table(
      'Redis frozen and let go on (SIGSTOP, SIGCONT)',
      [
        ['freeze: requests, failed', `${frozen.length}, ${frozen.filter((s) => !s.ok).length}`],
        ['freeze: p50 / p99 / max', `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))} / ${ms(slowest)}`],
        [
          `freeze: requests over ${SLOW_MS} ms`,
          `${slow.length}${slow.length ? ': ' : ''}${slow
            .slice(0, 8)
            .map(
              (s) => `${s.op} through ${s.instance} ${ms(s.ms)}, sent ${ms(s.startedAt - seen.frozenAt)} after SIGSTOP`,
            )
            .join('; ')}`,
        ],
        [
          'after: each instance logged "Redis answers again."',
          `A ${ms(seen.answersAfterThawMs.A)}, B ${ms(seen.answersAfterThawMs.B)} after SIGCONT`,
        ],
        [
          'after: a lock through A holds on B again',
          sharedAfter
            ? `by ${ms(sharedAfter.byMs)} after SIGCONT (probe ${sharedAfter.probes}${sharedAfter.probes > 1 ? `; not yet in the one started at ${ms(sharedAfter.notYetAtMs)}` : ''})`
            : `not within ${RECOVERY_WAIT_MS / 1000} s`,
        ],
        // Not required: A knew Redis down when the order was placed and published nothing.
        [
          "freeze: the customer's order through A heard on B's stream",
          seen.frozenOrderHeardOnB === null ? 'n/a' : seen.frozenOrderHeardOnB ? 'yes' : 'no',
        ],
        [
          "after: B's stream ended by the server (reload your lists)",
          ended === null ? 'no' : `${ms(ended)} after SIGCONT`,
        ],
      ],
      ['check', 'answer'],
    );
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.filter((s) => !s.ok)).toEqual([]);
    expect(slowest).toBeLessThan(FROZEN_REQUEST_LIMIT_MS);
    expect(sharedAfter).not.toBeNull();
    expect(ended !== null && ended >= 0).toBe(true);
  });

  it(`rate limits: during the outage each instance counts alone (${LOCK_AFTER} failures lock on that instance only); shared again once Redis is back`, () => {
    expect(seen.done).toBe(true);
    const f = seen.fallback;
    const shared = seen.sharedAgain;
    table(
      'login failures counted with Redis, without it, and again with it',
      [
        ['before: a lock reached through A holds on B', seen.sharedBefore ? 'yes' : 'no'],
        [`outage: ${LOCK_AFTER} wrong passwords through A`, f.wrongOnA.join(', ')],
        ['outage: then the right password through A', f.rightOnA],
        ['outage: then the right password through B', f.rightOnBAccepted ? 'accepted' : 'refused'],
        [`outage: ${LOCK_AFTER} wrong through B alone, then B again`, f.aloneOnB],
        [
          'after: each instance logged "Redis answers again."',
          `A ${ms(seen.answersAgainMs.A)}, B ${ms(seen.answersAgainMs.B)} after Redis started`,
        ],
        [
          'after: a lock through A holds on B again',
          shared
            ? `by ${ms(shared.byMs)} after Redis started (probe ${shared.probes}${shared.probes > 1 ? `; not yet in the one started at ${ms(shared.notYetAtMs)}` : ''})`
            : `not within ${RECOVERY_WAIT_MS / 1000} s`,
        ],
        // Documented, not required: what was counted in memory during the outage is not carried into Redis.
        ['after: the right password through A for the account locked there meanwhile', seen.outageLockAfterReturn],
      ],
      ['check', 'answer'],
    );
    expect(seen.sharedBefore).toBe(true);
    expect(f).toEqual({
      wrongOnA: Array(LOCK_AFTER).fill('UNAUTHENTICATED'),
      rightOnA: 'TOO_MANY_REQUESTS',
      rightOnBAccepted: true,
      aloneOnB: 'TOO_MANY_REQUESTS',
    });
    expect(shared).not.toBeNull();
  });

  it('live events: lost for the other instance during the outage; its streams end when its subscription is back, and the reloaded list holds every order placed meanwhile', () => {
    expect(seen.done).toBe(true);
    const endedMs = seen.endedAfterMs;
    table(
      'live events across the outage (streams: staff on A, staff on B, the watching customer on B)',
      [
        [
          'before: an order through A reaches the customer’s stream on B',
          seen.beforeSeenMs === null ? 'no' : `in ${ms(seen.beforeSeenMs)}`,
        ],
        [
          `outage: the customer’s orders through A heard on B`,
          `${seen.outageSeenOnB} of ${seen.outageOrderIds.length}`,
        ],
        ['outage: streams ended', `${seen.endedBeforeReturn} of 3`],
        [
          'after: streams ended by the server (reload your lists)',
          `${endedMs.filter((x) => x !== null).length} of 3, ${endedMs.map((x) => (x === null ? 'never' : ms(x))).join(' / ')} after Redis started`,
        ],
        [
          'after: the list reloaded through B holds the outage orders',
          `${seen.reloadHas} of ${seen.outageOrderIds.length}`,
        ],
        ['after: an order through A reaches the reopened stream on B', seen.afterSeen ? 'yes' : 'no'],
        ['after: the reopened stream ended again', seen.reopenedEnded ? 'yes' : 'no'],
      ],
      ['check', 'answer'],
    );
    expect(seen.beforeSeenMs).not.toBeNull();
    expect(seen.endedBeforeReturn).toBe(0);
    expect(endedMs.every((x) => x !== null)).toBe(true);
    expect(seen.reloadHas).toBe(OUTAGE_ORDERS);
    expect(seen.afterSeen).toBe(true);
    expect(seen.reopenedEnded).toBe(false);
  });

  it('logs: each outage (killed, frozen) and each recovery said once per instance, not a line per request', () => {
    expect(seen.done).toBe(true);
    const aboutRedis = (l: LogLine) =>
      l.context === 'Redis' || l.context === 'SharedEvents' || /redis|publish|subscri/i.test(l.msg);
    const rows = (['A', 'B'] as const).map((instance) => ({
      instance,
      warnings: logs[instance].filter((l) => l.level >= 40),
      errors: logs[instance].filter((l) => l.level >= 50).length,
      aboutRedis: logs[instance].filter((l) => l.level >= 40 && aboutRedis(l)).length,
      down: logs[instance].filter((l) => l.msg.startsWith('Redis is not answering')).length,
      back: logs[instance].filter((l) => l.msg === 'Redis answers again.').length,
    }));
    table(
      'log lines at warn or worse, and the outage and recovery lines',
      rows.map((r) => [r.instance, r.warnings.length, r.errors, r.aboutRedis, r.down, r.back]),
      ['instance', 'warn+ lines', 'error+', 'warn+ about Redis', '"Redis is not answering"', '"Redis answers again."'],
    );
    for (const r of rows)
      for (const w of r.warnings.slice(0, 5))
        line(`  ${r.instance} [${w.level}] ${w.context ?? ''}: ${w.msg.slice(0, 200)}`);
    for (const { instance, errors, aboutRedis, down, back } of rows)
      expect({ instance, errors, aboutRedis, down, back }).toEqual({
        instance,
        errors: 0,
        aboutRedis: 2,
        down: 2,
        back: 2,
      });
  });
});
