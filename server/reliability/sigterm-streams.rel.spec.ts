import { expect, it } from '@jest/globals';
import { get, type IncomingMessage } from 'node:http';
import { drainMilliseconds } from '../src/config/shutdown-config.js';
import { readCsv } from '../src/platform/text/csv.js';
import { login, registerCustomer, send, type Account } from './support/clients.js';
import { DEMO, NO_RATE_LIMITS } from './support/config.js';
import { num, type Driver } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';
import { openLiveStream } from './support/live-stream.js';
import { orderableProducts, placeOrder, type Ack } from './support/orders.js';
import { line, ms, table } from './support/report.js';
import { collectLog } from './support/server-log.js';
import { runTool } from './support/server-process.js';
import { verify } from './support/stored-orders.js';
import { suiteServer } from './support/suite-server.js';

/**
 * Proof 12: SIGTERM with screens open and a whole list streaming. Two live streams are open (an
 * employee's and a customer's: GET /api/live/orders), a whole list is being downloaded (the CSV
 * export of the activity log, read as fast as it comes) and a burst of placeOrder calls (REST and
 * GraphQL) is in flight when the server gets SIGTERM. It must:
 * - end both live streams within a second (cleanly, so that the screens reconnect to another
 *   instance), not hold the stop for its whole grace period;
 * - let the whole list finish (a valid CSV to its last row) or, if it cannot finish within the drain
 *   time, cut it visibly (the download fails): never a complete-looking file that lacks rows;
 * - answer or refuse (503, or no connection) every placeOrder; every acknowledged order is stored;
 * - exit 0 within its grace period.
 * A second whole list is downloaded meanwhile by a client that stalls (it stops reading the legacy whole
 * activity log after its first bytes, as a slow or paused client would): it cannot finish, so it must be
 * cut at the drain's deadline, visibly, and the process must still exit 0 within its grace period.
 * The orders are made by the server's own bulk seeding tool (seed:history).
 */

const GRACE_SECONDS = 4;
/** How long the server lets answers finish after SIGTERM before it cuts them: 3 s of the 4 s. */
const DRAIN_MS = drainMilliseconds(GRACE_SECONDS);
/**
 * Decided orders: the stalled download (~0.6 KB of JSON an order, 12 MiB) outgrows the socket buffers between
 * the two (about 4 MiB here), and the export (~0.35 KB of CSV an order) streams in about a second.
 */
const DECIDED = 20_000;
/** Customers placing orders one after another (REST and GraphQL) until the server refuses them. */
const CUSTOMERS = 4;
/** Orders acknowledged in a round before the SIGTERM: the burst is flowing, calls are in flight. */
const ACKS_BEFORE_SIGTERM = 4;
const LIVE_ENDED_WITHIN_MS = 1000;

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

interface WholeListResult {
  readonly status: number;
  readonly bytes: number;
  /** Whether the answer arrived whole (its last chunk included): false for a cut download. */
  readonly complete: boolean;
  readonly error: string | null;
  readonly text: string;
  /** performance.now() when the connection closed. */
  readonly endedAt: number;
}

/**
 * GETs a whole list on a connection of its own, without compression, keeping the body. `stall`:
 * stops reading after the first bytes until `resume()` (the server's writes then wait on a full
 * connection).
 */
function readWholeList(address: string, token: string, stall: boolean) {
  let response: IncomingMessage | undefined;
  let started!: (status: number) => void;
  const startedPromise = new Promise<number>((resolve) => (started = resolve));
  const done = new Promise<WholeListResult>((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let error: string | null = null;
    const finish = (status: number, complete: boolean) =>
      resolve({
        status,
        bytes,
        complete,
        error,
        text: Buffer.concat(chunks).toString('utf8'),
        endedAt: performance.now(),
      });
    get(address, { headers: { authorization: `Bearer ${token}` }, agent: false }, (answer) => {
      response = answer;
      answer.on('data', (chunk: Buffer) => {
        if (bytes === 0) {
          started(answer.statusCode ?? 0);
          if (stall) answer.pause();
        }
        bytes += chunk.length;
        chunks.push(chunk);
      });
      answer.on('error', (e) => (error = e.message));
      answer.on('close', () => finish(answer.statusCode ?? 0, answer.complete));
    }).on('error', (e) => {
      error = e.message;
      started(0);
      finish(0, false);
    });
  });
  return { started: startedPromise, done, resume: () => response?.resume() };
}

/** A whole list as the client got it: complete and valid to its last row, visibly cut, or wrong. */
function judge(kind: 'csv' | 'json', result: WholeListResult, expected: number): { outcome: string; problem?: string } {
  if (result.status !== 200) return { outcome: `status ${result.status}`, problem: `answered ${result.status}` };
  const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (!result.complete) {
    // The transfer failed, which is what the client is told. What it holds must not parse as a whole JSON array
    // either (a CSV has no end marker: its transfer's failure is all that tells).
    let parses = false;
    if (kind === 'json')
      try {
        JSON.parse(result.text);
        parses = true;
      } catch {
        parses = false;
      }
    return {
      outcome: `cut after ${size} (${result.error ?? 'connection closed'})`,
      problem: parses ? 'the cut download parses as a whole JSON array' : undefined,
    };
  }
  if (kind === 'json') {
    let rows: unknown;
    try {
      rows = JSON.parse(result.text);
    } catch {
      return { outcome: 'complete but not JSON', problem: 'a complete download that is not valid JSON' };
    }
    const count = Array.isArray(rows) ? rows.length : -1;
    return {
      outcome: `complete: ${count} orders, ${size}`,
      problem: count === expected ? undefined : `a complete download of ${count} orders, ${expected} expected`,
    };
  }
  const { records, error } = readCsv(result.text);
  if (error)
    return { outcome: 'complete but not CSV', problem: `a complete download that is not CSV: ${error.message}` };
  const [header, ...rows] = records;
  const columns = header?.cells.length ?? 0;
  const ragged = rows.filter((record) => record.cells.length !== columns).length;
  const ids = new Set(rows.map((record) => record.cells[0]));
  const problem =
    header?.cells[0] !== 'Order ID'
      ? 'no header'
      : ragged > 0
        ? `${ragged} rows without the header's ${columns} cells`
        : rows.length !== expected || ids.size !== expected
          ? `a complete download of ${rows.length} rows (${ids.size} orders), ${expected} expected`
          : undefined;
  return { outcome: `complete: ${rows.length} rows, ${size}`, problem };
}

function sigtermStreams(driver: Driver) {
  let employee: Account;
  let customers: Account[];
  let products: string[];
  let decided = 0;

  const rig = suiteServer(
    driver,
    { env: { ...NO_RATE_LIMITS, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } },
    async ({ server, database }) => {
      await runTool(database, 'seed-history', ['--orders', String(DECIDED), '--pending', '0', '--customers', '500']);
      const [count] = await database.query<{ n: unknown }>(
        'SELECT COUNT(*) AS n FROM orders WHERE authorization_date IS NOT NULL',
      );
      decided = num(count.n);
      employee = await login(server.url, 'Employee', DEMO.employee.userName, DEMO.employee.password);
      customers = [];
      for (let i = 0; i < CUSTOMERS; i++) customers.push(await registerCustomer(server.url, 'relsig'));
      products = await orderableProducts(server.url, customers[0]);
    },
  );

  it(`SIGTERM with two live streams, whole lists and placeOrder calls in flight: streams ended within ${LIVE_ENDED_WITHIN_MS} ms, each list whole or visibly cut, every acknowledged order stored, exit 0 within ${GRACE_SECONDS} s`, async () => {
    const rows: (string | number)[][] = [];
    const failures: string[] = [];
    const acks: Ack[] = [];
    const answers = new Map<string, number>();
    const { url } = rig.server;
    const log = collectLog(rig.server);

    const live = await Promise.all([openLiveStream(url, employee.token), openLiveStream(url, customers[0].token)]);
    if (live.some((stream) => stream.status !== 200))
      failures.push(`live streams answered ${live.map((stream) => stream.status).join(', ')}`);
    const csv = readWholeList(`${url}/api/exports/order-activity-log.csv`, employee.token, false);
    const json = readWholeList(`${url}/api/Product/orderActivityLog?employeeId=${employee.id}`, employee.token, true);
    await Promise.all([csv.started, json.started]);

    // Each customer places orders one after another, as graceful-stop.rel.spec.ts does, until the server
    // refuses (no connection) or answers 503; the SIGTERM comes once a few were acknowledged.
    let acknowledged = 0;
    let sigtermAt = Infinity;
    let burstFlowing!: () => void;
    const flowing = new Promise<void>((resolve) => (burstFlowing = resolve));
    const worker = async (customer: Account, w: number) => {
      for (let k = 0; ; k++) {
        const lines = [{ productId: products[(w + k) % products.length], quantity: 1 + (k % 3) }];
        const sentAt = performance.now();
        const { answer, ack } = await placeOrder(k % 2 ? 'REST' : 'GraphQL', url, customer, lines, {}, 15_000);
        const when = sentAt < sigtermAt ? 'sent before SIGTERM' : 'sent after SIGTERM';
        const key = `${when}: ${ack ? 'acknowledged' : answer.status === 0 ? 'refused' : answer.status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        if (ack) {
          acks.push(ack);
          if (++acknowledged === ACKS_BEFORE_SIGTERM) burstFlowing();
          continue;
        }
        if (answer.status !== 0 && answer.status !== 503)
          failures.push(`a placeOrder ${when} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        return;
      }
    };
    const burst = Promise.all(customers.map(worker));
    // (Or once every customer was refused before that: the proof then fails on too few orders.)
    await Promise.race([flowing, burst]);

    const sigtermEpoch = Date.now();
    sigtermAt = performance.now();
    const exited = rig.server.terminate((GRACE_SECONDS + 5) * 1000);
    const acknowledgedBefore = acknowledged;
    // A request on a new connection after the server began closing: refused, or 503 on one it still took.
    const late = (async () => {
      await pause(100);
      const probe = await send(`${url}/api/Product/available`, {
        headers: { authorization: `Bearer ${customers[0].token}` },
        timeoutMs: 5000,
      });
      return probe.status;
    })();
    const liveEnded = await Promise.all(live.map((stream) => stream.ended(GRACE_SECONDS * 1000)));
    const csvResult = await csv.done;
    const ended = await exited;
    // The log's last lines may reach this process just after the exit is reported.
    await pause(100);
    json.resume();
    const jsonResult = await json.done;
    await burst;
    const probeStatus = await late;
    live.forEach((stream) => stream.close());
    const stored = await verify(rig.database, acks);

    const after = (at: number | null) => (at === null ? 'did not end' : ms(at - sigtermAt));
    const csvJudged = judge('csv', csvResult, decided);
    const jsonJudged = judge('json', jsonResult, decided);
    rows.push(['live streams (employee / customer) ended', liveEnded.map(after).join(' / ')]);
    rows.push(['CSV export, read at full speed', `${csvJudged.outcome}, at ${after(csvResult.endedAt)}`]);
    rows.push(['legacy whole log, stalled reader', `${jsonJudged.outcome}, at ${after(jsonResult.endedAt)}`]);
    rows.push([
      'placeOrder acknowledged',
      `${acknowledgedBefore} before SIGTERM, ${acknowledged - acknowledgedBefore} in flight then; ${stored.intact} of ${acks.length} stored as acknowledged`,
    ]);
    rows.push([
      'placeOrder answers',
      [...answers]
        .sort()
        .map(([key, n]) => `${key} ${n}`)
        .join('; '),
    ]);
    rows.push(['GET /api/Product/available 100 ms after', probeStatus === 0 ? 'refused' : String(probeStatus)]);
    rows.push(['exit', ended ? `${ended.code} after ${ended.ms} ms` : 'did not exit']);
    for (const entry of log.filter((e) => /^SIGTERM:|^Closing:|^Still answering|^Stopped/.test(e.msg)))
      rows.push([`server log, +${entry.time - sigtermEpoch} ms`, entry.msg]);
    table(
      `SIGTERM with screens open and whole lists streaming [${driver}] (grace ${GRACE_SECONDS} s, drain ${DRAIN_MS} ms)`,
      rows,
    );

    liveEnded.forEach((at, i) => {
      if (at === null || at - sigtermAt > LIVE_ENDED_WITHIN_MS)
        failures.push(
          `live stream ${i + 1} ${at === null ? 'was not ended by the server' : `ended ${ms(at - sigtermAt)} after SIGTERM`}`,
        );
    });
    if (csvJudged.problem) failures.push(`CSV export: ${csvJudged.problem}`);
    if (jsonJudged.problem) failures.push(`legacy whole log: ${jsonJudged.problem}`);
    // The stalled download cannot finish: it proves the cut only if it was cut.
    if (jsonResult.complete) failures.push('the stalled download was not cut (it fit in the buffers)');
    if (probeStatus !== 0 && probeStatus !== 503)
      failures.push(`a request 100 ms after SIGTERM answered ${probeStatus}`);
    if (!ended || ended.code !== 0 || ended.ms > GRACE_SECONDS * 1000)
      failures.push(
        `the server ${ended ? `exited ${ended.code} after ${ended.ms} ms` : 'did not exit'}:\n${rig.server.tail()}`,
      );
    failures.push(...stored.problems);
    for (const failure of failures.slice(0, 10)) line(`  ✗ ${failure}`);
    expect(failures).toEqual([]);
    // Not vacuous: orders were acknowledged before and during the stop, and the lists held the seeded orders.
    expect(acknowledgedBefore).toBeGreaterThanOrEqual(ACKS_BEFORE_SIGTERM);
    expect(decided).toBeGreaterThanOrEqual(DECIDED * 0.9);
  }, 120_000);
}

eachDatabase('SIGTERM with screens open and a whole list streaming', sigtermStreams);
