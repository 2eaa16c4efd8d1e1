/**
 * npm run bench:scale: the server at real size — a million orders by default — asked one call at a
 * time what the employees' dashboard and order screens, the customers' screens, the old client's
 * whole lists and the CSV export ask for: how long each call takes, how big its answer is, how
 * much memory the server needs for it and how long another client's GET /health waits meanwhile.
 * The server runs as in production (start:prod's Node flags, pinned to core 0) and, as in a small
 * container, under a memory limit.
 *
 *   npm run bench:scale -- --out /tmp/scale.md     MariaDB database waters_scale_1000000 on BENCH_MYSQL_URL
 *   npm run bench:scale -- --sqlite                SQLite file /tmp/waters-scale-1000000.sqlite
 *   npm run bench:scale -- --dist ../../old/server/dist --only adminDashboard
 *
 * Options: --orders N (1,000,000); --fresh drops the database and seeds it again; --sqlite and
 * --db-file FILE; --dist DIR, the server build to measure (a dist inside a checkout, which finds
 * its node_modules from there; start:prod's flags come from the package.json beside it);
 * --memory-limit-mib M (512) or --no-memory-limit; --only TEXT, repeatable: the calls whose name
 * contains one of them; --runs R (3); --out FILE. Env: BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306).
 *
 * The database is kept: the next run with the same --orders reuses it (seeding takes minutes). A
 * new one is filled by a first start of the measured server (migrations, catalogue, demo
 * accounts) and then this checkout's seed:history. Figures, never assertions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from './lib/app-session.mjs';
import { cleanup, onCleanup } from './lib/cleanup.mjs';
import { clientDocument } from './lib/client-documents.mjs';
import { waitIdle } from './lib/cpu.mjs';
import { measuredServer } from './lib/measured-server.mjs';
import { memoryLimit } from './lib/memory-limit.mjs';
import { pinned, pinning, pinSelf, run, runShowingOutput, startPinned } from './lib/processes.mjs';
import { watchPeak } from './lib/process-memory.mjs';
import { size } from './lib/report.mjs';
import { scaleCases } from './lib/scale-cases.mjs';
import { describeDatabase, dropDatabase, orderCount, scaleDatabase } from './lib/scale-database.mjs';
import { duration, memory, scaleHeader, scaleTable } from './lib/scale-report.mjs';
import { serverNodeFlags } from './lib/server-command.mjs';
import { timedCall } from './lib/timed-call.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = resolve(SERVER_DIR, '..');
const CLIENT_DIR = join(REPO_DIR, 'client/dist');
/** The seeding tool is always this checkout's, whichever build is measured. */
const SEED_HISTORY = join(SERVER_DIR, 'dist/tools/seed-history.js');
const TIMEOUT_SECONDS = 300;
const DEMO_EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const CUSTOMER_PASSWORD = 'scale-customer-password';

const progress = (line) => console.error(line);
/** Paths on the command line are the caller's, not npm's (which runs scripts in server/). */
const given = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function parseOptions() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '1000000' },
      fresh: { type: 'boolean', default: false },
      sqlite: { type: 'boolean', default: false },
      'db-file': { type: 'string' },
      dist: { type: 'string' },
      'memory-limit-mib': { type: 'string', default: '512' },
      'no-memory-limit': { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      out: { type: 'string' },
    },
  });
  const positive = (name) => {
    if (!/^[1-9]\d*$/.test(values[name]))
      throw new Error(`--${name} must be a whole number above 0 (got ${values[name]})`);
    return Number(values[name]);
  };
  const orders = positive('orders');
  return {
    orders,
    fresh: values.fresh,
    sqliteFile:
      values.sqlite || values['db-file']
        ? given(values['db-file'] ?? join(tmpdir(), `waters-scale-${orders}.sqlite`))
        : null,
    dist: values.dist ? given(values.dist) : join(SERVER_DIR, 'dist'),
    limitMib: values['no-memory-limit'] ? null : positive('memory-limit-mib'),
    only: values.only ?? [],
    runs: positive('runs'),
    out: values.out ? given(values.out) : null,
  };
}

/** The environment every start of the measured server shares (rate limits out of the way of one caller). */
function serverEnvironment(database, scratch) {
  return {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: existsSync(CLIENT_DIR) ? CLIENT_DIR : '',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    // Order mail as .eml files in a scratch directory (no mail server here).
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000000',
  };
}

/**
 * A database holding exactly `orders` orders is reused; any other is dropped and filled anew:
 * a first start of the server outside production (migrations, catalogue, the demo employee the
 * bench signs in as), then seed:history. Returns how long that took, or null when reused.
 */
async function prepareData(database, options, { script, nodeFlags, env, scratch }) {
  const found = await orderCount(database);
  if (found === options.orders && !options.fresh) {
    progress(`Reusing ${database.url}: ${options.orders.toLocaleString('en-US')} orders.`);
    return null;
  }
  if (found !== null)
    progress(
      `${database.url} ${options.fresh ? 'is dropped (--fresh)' : `holds ${found.toLocaleString('en-US')} orders: dropped`} and seeded again.`,
    );
  await dropDatabase(database);
  let started = performance.now();
  const first = await startPinned({
    name: 'WATERS server (first start)',
    nodeFlags,
    script,
    env: { ...env, NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'true' },
    logFile: join(scratch, 'first-start.log'),
    ready: /WATERS is listening on (http:\/\/\S+)/,
  });
  await first.stop();
  const firstStartMs = performance.now() - started;
  started = performance.now();
  const [command, args] = pinned(1, process.execPath, [SEED_HISTORY, '--orders', String(options.orders)]);
  await runShowingOutput(command, args, { PATH: process.env.PATH, DATABASE_URL: database.url });
  return { firstStartMs, seedMs: performance.now() - started };
}

/**
 * Brings a kept database up to the measured build: its migrations, then its rebuild of the
 * order figures when it has that tool (later builds keep per-day rollups and counts). Returns how
 * long the rebuild took, or null when the build has no such tool.
 */
async function upgradeData(dist, env) {
  const migrate = join(dist, 'tools/migrate.js');
  if (existsSync(migrate)) progress((await run(...pinned(1, process.execPath, [migrate]), env)).trim());
  const rebuild = join(dist, 'tools/rebuild-order-figures.js');
  if (!existsSync(rebuild)) return null;
  const started = performance.now();
  await runShowingOutput(...pinned(1, process.execPath, [rebuild]), env);
  return performance.now() - started;
}

/** The V8 heap limit the server gets with these flags under this limit (Node sizes it from the cgroup's memory limit). */
async function heapLimitMib(nodeFlags, limit) {
  const script = "console.log(require('node:v8').getHeapStatistics().heap_size_limit)";
  return (
    Number(await run(...limit.wrap(process.execPath, [...nodeFlags, '-e', script]), { PATH: process.env.PATH })) /
    2 ** 20
  );
}

/** Signs in over GraphQL with the client's own login document; { id, token }. */
async function graphqlSignIn(baseUrl, role, { userName, password }) {
  const field = `${role}Login`;
  const body = {
    query: clientDocument(`features/account/api/${role}-login.graphql`),
    variables: { input: { userName, password } },
  };
  const answer = await request(baseUrl, '/graphql', { method: 'POST', body });
  const session = JSON.parse(answer.text()).data?.[field];
  if (!session) throw new Error(`${field} as ${userName} failed: ${answer.text().slice(0, 300)}`);
  return { id: session.userId, token: session.token };
}

/** An API key of a signed-in account, made with the API keys screen's own document. */
async function apiKeyOf(baseUrl, session, scopes) {
  const body = {
    query: clientDocument('features/account/api/create-api-key.graphql'),
    variables: { input: { name: 'bench', scopes } },
  };
  const answer = await request(baseUrl, '/graphql', { method: 'POST', body, token: session.token });
  const secret = JSON.parse(answer.text()).data?.createApiKey?.secret;
  if (!secret) throw new Error(`createApiKey failed: ${answer.text().slice(0, 300)}`);
  return secret;
}

/**
 * Why the server died: V8 aborts when its heap is full (Node sizes the heap from the cgroup's
 * limit, as in a container), the kernel kills it when the whole process needs more than the limit.
 */
function death(ended, stderr, oomKilledAtMib) {
  const causes = [
    ...(/heap out of memory/.test(stderr) ? ['JavaScript heap out of memory'] : []),
    ...(oomKilledAtMib ? [`out of memory at the ${oomKilledAtMib} MiB limit`] : []),
  ];
  return `${ended.startsWith('SIG') ? 'killed' : 'exited'} (${[ended, ...causes].join(', ')})`;
}

/**
 * One case, `runs` times: each call alone, the server idle before it. A call that is not
 * answered in full ends the case: a killed server is started again by the next case, a busy one
 * (timeout) at once, so the next case does not share the core with the abandoned work.
 */
async function measureCase(server, kase, { runs, limit }) {
  progress(`  ${kase.label} …`);
  const row = { label: kase.label, runs: [], failure: null };
  let call;
  try {
    call = await kase.build((await server.running()).url);
  } catch (error) {
    row.failure = { run: 1, reason: `could not ask: ${error instanceof Error ? error.message : error}` };
    progress(`    ${row.failure.reason}`);
    return row;
  }
  for (let attempt = 1; attempt <= runs; attempt++) {
    const app = await server.running();
    await waitIdle(app.pid);
    const oomKillsBefore = limit.oomKills();
    const rss = watchPeak(app.pid);
    const answer = await timedCall({ ...call, url: `${app.url}${call.path}` }, TIMEOUT_SECONDS * 1000);
    const measured = {
      ...answer,
      rssBefore: rss.before,
      rssPeak: rss.stop(),
      healthWait: await app.health.worstWait(answer.sentAt, answer.endedAt),
    };
    const figures = `${duration(measured.ms)}, ${size(measured.bytes)}, RSS ${memory(measured.rssBefore, measured.rssPeak)}, /health waited ${duration(measured.healthWait)}`;
    if (!answer.failure) {
      row.runs.push(measured);
      progress(
        `    run ${attempt}: ${figures}, ${answer.status}${answer.graphqlError ? ` ${answer.graphqlError}` : ''}`,
      );
      continue;
    }
    const ended = await app.ended(answer.timedOut ? 0 : 2000);
    const reason = ended ? death(ended, app.stderr(), limit.oomKills() > oomKillsBefore && limit.mib) : answer.failure;
    row.failure = { ...measured, run: attempt, reason };
    progress(`    run ${attempt}: ${reason} — ${figures}`);
    if (!ended) await server.restart();
    break;
  }
  return row;
}

/** The build's commit, '-dirty' when its checkout has uncommitted changes. */
async function commitOf(dist) {
  try {
    return (
      await run('git', ['-C', dist, 'describe', '--always', '--dirty', '--exclude', '*'], { PATH: process.env.PATH })
    ).trim();
  } catch {
    return 'unknown (not in a git checkout)';
  }
}

/** The command that reproduces this run. */
function reproduceCommand() {
  const env = process.env.BENCH_MYSQL_URL
    ? `BENCH_MYSQL_URL=${process.env.BENCH_MYSQL_URL.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')} `
    : '';
  const args = process.argv
    .slice(2)
    .map((arg) => (/^[\w./:=-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`))
    .join(' ');
  return `cd server && ${env}npm run bench:scale${args ? ` -- ${args}` : ''}`;
}

async function main() {
  const options = parseOptions();
  const mainScript = join(options.dist, 'main.js');
  if (!existsSync(mainScript))
    throw new Error(`${mainScript} is missing: build first (npx tsc -b tsconfig.build.json)`);
  if (!existsSync(SEED_HISTORY)) throw new Error(`${SEED_HISTORY} is missing: build this checkout first`);
  pinSelf(1);
  const ownPackage = join(dirname(options.dist), 'package.json');
  const nodeFlags = existsSync(ownPackage) ? serverNodeFlags(ownPackage) : serverNodeFlags();
  const database = scaleDatabase({
    ...options,
    mysqlServer: process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
  });
  const scratch = mkdtempSync(join(tmpdir(), 'waters-scale-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  const env = serverEnvironment(database, scratch);
  const production = { ...env, NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') };

  const seeding = await prepareData(database, options, { script: mainScript, nodeFlags, env, scratch });
  const rebuildMs = await upgradeData(options.dist, production);
  const data = await describeDatabase(database);
  const limit = { ...memoryLimit(options.limitMib), mib: options.limitMib };
  progress(`Memory limit: ${limit.description}.`);

  const server = measuredServer({
    main: mainScript,
    nodeFlags,
    env: production,
    logFile: join(scratch, 'server.log'),
    limit,
  });
  onCleanup(() => server.stop());
  const { url } = await server.running();
  const employee = await graphqlSignIn(url, 'employee', DEMO_EMPLOYEE);
  const customer = {
    ...(await graphqlSignIn(url, 'customer', { userName: data.heaviest.userName, password: CUSTOMER_PASSWORD })),
    userName: data.heaviest.userName,
  };
  progress(
    `Signed in as ${DEMO_EMPLOYEE.userName} and as ${customer.userName} (${data.heaviest.orders.toLocaleString('en-US')} orders, the most of any customer).`,
  );
  const customerKey = { ...customer, token: await apiKeyOf(url, customer, ['orders:read']) };

  const cases = scaleCases({ employee, customer, customerKey }).filter(
    ({ label }) => options.only.length === 0 || options.only.some((text) => label.includes(text)),
  );
  if (cases.length === 0) throw new Error(`no call's name contains ${options.only.join(' or ')}`);
  const rows = [];
  for (const kase of cases) rows.push(await measureCase(server, kase, { runs: options.runs, limit }));
  const starts = server.starts();
  await server.stop();

  const header = scaleHeader({
    orders: options.orders,
    data,
    place:
      database.kind === 'sqlite'
        ? database.file
        : `${database.connection.database} on ${database.connection.host}:${database.connection.port}`,
    seeding,
    rebuildMs,
    limit: limit.description,
    heapLimitMib: await heapLimitMib(nodeFlags, limit),
    serverCommand: `node ${[...nodeFlags, mainScript].join(' ')}`,
    dist: options.dist,
    commit: await commitOf(options.dist),
    runs: options.runs,
    timeoutSeconds: TIMEOUT_SECONDS,
    command: reproduceCommand(),
    pinning: pinning.reason,
  });
  const notes = [
    `The server was started ${starts} time${starts === 1 ? '' : 's'} for these calls (again after each one that killed it or timed out).`,
  ];
  const markdown = `${header}\n\n${scaleTable(rows, options.runs)}\n\n${notes.map((note) => `- ${note}`).join('\n')}\n`;
  console.log(markdown);
  if (options.out) {
    writeFileSync(options.out, markdown);
    progress(`Written to ${options.out}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`Scale benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
