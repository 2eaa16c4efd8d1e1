/**
 * npm run bench: the built server against a bare node:http server answering the same bytes,
 * side by side in one run, one Markdown table per database (docs/performance.md: the cases and their targets).
 *
 *   npm run bench                                   SQLite (temp file), or DATABASE_URL as given
 *   npm run bench -- --both --out /tmp/bench.md     SQLite, then a throwaway MariaDB database
 *
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_BOTH=1,
 * BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306, the server --both uses), BENCH_ROUNDS (5) and
 * BENCH_ROUND_SECONDS (3) for the cases measured in turns with their baseline.
 * Figures, not assertions: nothing here fails on a slow result, only on a broken run.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request, signIn } from './lib/app-session.mjs';
import { cleanup, onCleanup } from './lib/cleanup.mjs';
import { clientDocument } from './lib/client-documents.mjs';
import { findDatabasePid, machineBusy } from './lib/cpu.mjs';
import { databaseVersion, givenDatabase, temporaryMysql, temporarySqlite } from './lib/database.mjs';
import { listQuery, loadSchema } from './lib/graphql-queries.mjs';
import { lastDays } from './lib/manila-days.mjs';
import { pinSelf, pinning, startPinned } from './lib/processes.mjs';
import { serverNodeFlags } from './lib/server-command.mjs';
import { describeMachine, loadAverage, table } from './lib/report.mjs';
import { pairedCase } from './lib/paired-case.mjs';
import { runCase, SLOW_TURNS } from './lib/run-case.mjs';
import { seedOrders } from './lib/seed-orders.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = resolve(SERVER_DIR, '..');
const MAIN = join(SERVER_DIR, 'dist/main.js');
const CREATE_EMPLOYEE = join(SERVER_DIR, 'dist/tools/create-employee.js');
const SCHEMA = join(REPO_DIR, 'schema.graphql');
const CLIENT_DIR = join(REPO_DIR, 'client/dist');
const BARE_SERVER = fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url));
const BARE_FASTIFY = fileURLToPath(new URL('./lib/bare-fastify.mjs', import.meta.url));
const RAW_ORDER_SERVER = fileURLToPath(new URL('./lib/raw-order-server.mjs', import.meta.url));

const { values: flags } = parseArgs({
  options: { both: { type: 'boolean', default: false }, out: { type: 'string' } },
});
const both = flags.both || process.env.BENCH_BOTH === '1';
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const load = {
  connections: number('BENCH_CONNECTIONS', 50),
  warmupSeconds: number('BENCH_WARMUP_SECONDS', 2),
  seconds: number('BENCH_SECONDS', 10),
  timeoutSeconds: 30,
};
/** The fast cases and placeOrder: this many rounds in turns with their baseline, each this long. */
const rounds = number('BENCH_ROUNDS', 5);
const paired = { ...load, warmupSeconds: 1, seconds: number('BENCH_ROUND_SECONDS', 3) };
const SELECT_PRODUCT = 'productId productName productPrice productType productImage';
const SELECT_ORDER =
  'orderId customerId fullName totalAmount orderStatus orderDate cartItems { productName productPrice quantity totalPrice }';
const CART = {
  CartItems: [
    { ProductId: 'DRD-001', Quantity: 1 },
    { ProductId: 'SMK-001', Quantity: 2 },
    { ProductId: 'MAR-001', Quantity: 1 },
  ],
};

const progress = (line) => console.error(line);

/** The command that reproduces this run (passwords in DATABASE_URL masked). */
function reproduceCommand() {
  const env = [
    'BENCH_SECONDS',
    'BENCH_WARMUP_SECONDS',
    'BENCH_ROUNDS',
    'BENCH_ROUND_SECONDS',
    'BENCH_CONNECTIONS',
    'BENCH_MYSQL_URL',
    'BENCH_BOTH',
    ...(both ? [] : ['DATABASE_URL']),
  ]
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name].replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')}`);
  const args = process.argv.slice(2).join(' ');
  return `cd server && ${[...env, 'npm run bench'].join(' ')}${args ? ` -- ${args}` : ''}`;
}

/** One database: the app, its bare twins, every case; returns its Markdown section. */
async function benchDatabase(database) {
  progress(`\n${database.kind === 'sqlite' ? 'SQLite' : 'MariaDB/MySQL'}: ${database.url}`);
  const busy = await machineBusy(1000);
  const logDir = mkdtempSync(join(tmpdir(), 'waters-bench-log-'));
  onCleanup(() => rmSync(logDir, { recursive: true, force: true }));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-Vq7rK2mX9pL4tW8zN3cJ6hB1sD5fG0aY',
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: existsSync(CLIENT_DIR) ? CLIENT_DIR : '',
    DATABASE_URL: database.url,
    // Order mail as .eml files in a scratch directory (no mail server here).
    MAIL_OUTBOX_DIR: join(logDir, 'mail'),
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000000',
    REGISTRATIONS_PER_IP_PER_HOUR: '100000000',
  };
  const app = await startPinned({
    name: 'WATERS server',
    nodeFlags: serverNodeFlags(),
    script: MAIN,
    env,
    logFile: join(logDir, 'server.log'),
    ready: /WATERS is listening on (http:\/\/\S+)/,
  });
  const dbPid =
    database.kind === 'mysql' && ['127.0.0.1', 'localhost', '::1'].includes(database.connection.host)
      ? findDatabasePid()
      : null;
  const dbVersion = await databaseVersion(database);
  const { customer, employee } = await signIn(app.url, { createEmployeeScript: CREATE_EMPLOYEE, env });
  const schema = loadSchema(SCHEMA);
  const url = app.url;
  const asCustomer = { authorization: `Bearer ${customer.token}` };
  const asEmployee = { authorization: `Bearer ${employee.token}` };
  const graphql = (query, headers, variables) => ({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    graphql: true,
  });
  // The growing lists page through `<list>Connection` fields; the whole-list fields stay for old callers.
  const paginated = (name) => (schema.getQueryType()?.getFields()[`${name}Connection`] ? `${name}Connection` : name);
  const queries = {
    // The storefront's own document: in production a customer's browser may send only the web client's operations.
    availableProducts: clientDocument('features/catalogue/api/available-products.graphql'),
    products: listQuery(schema, paginated('products'), 'Product', `${SELECT_PRODUCT} productStatus`),
    ordersToAuthorize: listQuery(schema, paginated('ordersToAuthorize'), 'Order', SELECT_ORDER),
    orderActivityLog: listQuery(schema, paginated('orderActivityLog'), 'Order', SELECT_ORDER),
  };
  // The employees' dashboard as its screen asks for it: the client's own document, the last 30 days.
  const dashboard = graphql(clientDocument('features/staff/api/admin-dashboard.graphql'), asEmployee, lastDays(30));
  const paged = (name) => (/\(first: \d+\)/.test(queries[name]) ? `, ${paginated(name)} first: 50` : ', whole list');
  const onApp = { ...load, pid: app.pid, dbPid };
  const rows = [];

  // The bare servers answer exactly what the app answers, captured now.
  const restAnswer = await request(url, '/api/Product/available', { headers: asCustomer });
  const graphqlAnswer = await request(url, '/graphql', {
    method: 'POST',
    headers: asCustomer,
    body: { query: queries.availableProducts },
  });
  const pageAnswer = env.CLIENT_DIR ? await request(url, '/home', { headers: { accept: 'text/html' } }) : null;
  // Each fast case's whole answer (status, headers, body): its own "same bytes" baseline.
  const sameAnswers = {
    health: ['GET /health', await request(url, '/health')],
    ...(pageAnswer ? { page: ['GET /home', pageAnswer] } : {}),
    restAvailable: ['REST available products', restAnswer],
    graphqlAvailable: ['GraphQL availableProducts', graphqlAnswer],
    restList: ['REST product list', await request(url, '/api/Product/list', { headers: asEmployee })],
    graphqlProducts: [
      'GraphQL products',
      await request(url, '/graphql', { method: 'POST', headers: asEmployee, body: { query: queries.products } }),
    ],
  };
  for (const [name, answer] of Object.values(sameAnswers)) {
    if (answer.status !== 200 || answer.text().includes('"errors":['))
      throw new Error(`${name} answered ${answer.status}: ${answer.text().slice(0, 300)}`);
  }
  const answersDir = mkdtempSync(join(tmpdir(), 'waters-bench-bare-'));
  const forgetAnswers = onCleanup(() => rmSync(answersDir, { recursive: true, force: true }));
  const answersFile = join(answersDir, 'answers.json');
  const sameFile = join(answersDir, 'same.json');
  const captured = (a) => ({ status: a.status, contentType: a.contentType, body: a.bytes.toString('base64') });
  // Every header but those node:http writes itself (and content-length, written for the bytes).
  const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const whole = (a) => ({ ...captured(a), headers: a.headers.filter(([name]) => !OWN.has(name)) });
  writeFileSync(
    answersFile,
    JSON.stringify({
      GET: captured(restAnswer),
      POST: captured(graphqlAnswer),
      ...(pageAnswer ? { PAGE: captured(pageAnswer) } : {}),
    }),
  );
  writeFileSync(
    sameFile,
    JSON.stringify(Object.fromEntries(Object.entries(sameAnswers).map(([key, [, answer]]) => [key, whole(answer)]))),
  );
  const bare = await startPinned({
    name: 'bare server',
    script: BARE_SERVER,
    args: [answersFile, sameFile],
    env: { PATH: process.env.PATH },
    ready: /listening on (http:\/\/\S+)/,
  });
  const bareGet = await runCase(
    rows,
    'bare node:http GET, the REST available-products body (type and length only)',
    'GET',
    { url: `${bare.url}/api/Product/available` },
    { ...load, pid: bare.pid },
  );
  const barePost = await runCase(
    rows,
    'bare node:http POST, the GraphQL availableProducts body (type and length only)',
    'POST',
    {
      url: `${bare.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: queries.availableProducts }),
    },
    { ...load, pid: bare.pid },
  );
  const barePage = pageAnswer
    ? await runCase(
        rows,
        'bare node:http GET, the /home page body (type and length only)',
        'PAGE',
        { url: `${bare.url}/home` },
        { ...load, pid: bare.pid },
      )
    : null;
  // The very same bytes as each fast case: the baseline the targets are read against, measured
  // in turns with the case itself (pairedCase), the bare server waiting idle on the same core.
  const sameRows = {};
  for (const [key, [name, answer]] of Object.entries(sameAnswers)) {
    sameRows[key] = {
      label: `bare node:http, the same bytes as ${name} (${answer.headers.filter(([header]) => !OWN.has(header)).length} headers)`,
      baseline: key === 'page' ? 'PAGE' : key.startsWith('graphql') ? 'POST' : 'GET',
      same: key,
    };
    rows.push(sameRows[key]);
  }
  // The framework's floor on this machine, for reading the ratios below (compared with bare node:http).
  const fastify = await startPinned({
    name: 'bare Fastify',
    script: BARE_FASTIFY,
    args: [answersFile],
    env: { PATH: process.env.PATH },
    ready: /listening on (http:\/\/\S+)/,
  });
  await runCase(
    rows,
    'bare Fastify (no plugins, no hooks) GET, the same REST bytes',
    'GET',
    { url: `${fastify.url}/api/Product/available` },
    { ...load, pid: fastify.pid },
  );
  await runCase(
    rows,
    'bare Fastify (no plugins, no hooks) POST, the same GraphQL bytes',
    'POST',
    {
      url: `${fastify.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: queries.availableProducts }),
    },
    { ...load, pid: fastify.pid },
  );
  await fastify.stop();

  const bareTarget = (key) =>
    key.startsWith('graphql')
      ? {
          url: `${bare.url}/same/${key}`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: queries.availableProducts }),
        }
      : { url: `${bare.url}/same/${key}` };
  const fastCases = [
    ['GET /health', 'health', { url: `${url}/health` }],
    ...(pageAnswer
      ? [['GET /home (static HTML)', 'page', { url: `${url}/home`, headers: { accept: 'text/html' } }]]
      : []),
    [
      'REST GET /api/Product/available (customer)',
      'restAvailable',
      { url: `${url}/api/Product/available`, headers: asCustomer },
    ],
    ['GraphQL availableProducts (customer)', 'graphqlAvailable', graphql(queries.availableProducts, asCustomer)],
    ['REST GET /api/Product/list (employee)', 'restList', { url: `${url}/api/Product/list`, headers: asEmployee }],
    [`GraphQL products (employee${paged('products')})`, 'graphqlProducts', graphql(queries.products, asEmployee)],
  ];
  for (const [label, key, target] of fastCases) {
    const appRow = { label, baseline: sameRows[key].baseline, same: key };
    rows.push(appRow);
    await pairedCase({
      bareRow: sameRows[key],
      appRow,
      bare: { target: bareTarget(key), setup: { ...paired, pid: bare.pid } },
      app: { target, setup: { ...paired, ...onApp } },
      rounds,
    });
  }
  await bare.stop();
  forgetAnswers();
  rmSync(answersDir, { recursive: true, force: true });

  const sizes = [];
  for (const total of [100, 10_000]) {
    progress(`  seeding the orders table to ${total.toLocaleString('en-US')} …`);
    const counts = await seedOrders(database, { total, customerId: customer.id, employeeId: employee.id });
    sizes.push(counts);
    const orders = `${counts.total.toLocaleString('en-US')} orders`;
    await runCase(
      rows,
      `GraphQL ordersToAuthorize (${orders}${paged('ordersToAuthorize')})`,
      'POST',
      graphql(queries.ordersToAuthorize, asEmployee),
      onApp,
    );
    await runCase(
      rows,
      `GraphQL orderActivityLog (${orders}${paged('orderActivityLog')})`,
      'POST',
      graphql(queries.orderActivityLog, asEmployee),
      onApp,
    );
    await runCase(
      rows,
      `REST GET /api/Product/extractOrder (${orders}, all pending)`,
      'GET',
      { url: `${url}/api/Product/extractOrder?employeeId=${encodeURIComponent(employee.id)}`, headers: asEmployee },
      onApp,
    );
    await runCase(
      rows,
      `REST GET /api/Product/orderActivityLog (${orders}, all decided)`,
      'GET',
      { url: `${url}/api/Product/orderActivityLog?employeeId=${encodeURIComponent(employee.id)}`, headers: asEmployee },
      onApp,
    );
    // Every seeded order is the bench customer's: their whole lists are the pending and the decided half.
    await runCase(
      rows,
      `REST GET /api/Product/extractCustomerOrders (${orders}, the customer's pending)`,
      'GET',
      {
        url: `${url}/api/Product/extractCustomerOrders?customerId=${encodeURIComponent(customer.id)}`,
        headers: asCustomer,
      },
      onApp,
    );
    await runCase(
      rows,
      `REST GET /api/Product/orderHistory (${orders}, the customer's decided)`,
      'GET',
      { url: `${url}/api/Product/orderHistory?customerId=${encodeURIComponent(customer.id)}`, headers: asCustomer },
      onApp,
    );
    await runCase(rows, `GraphQL adminDashboard (${orders}, last 30 days)`, 'POST', dashboard, onApp);
  }

  // Last: every placed order grows the database. On MariaDB, in turns with a raw mysql2 script doing the same work.
  const order = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asCustomer },
    body: JSON.stringify({ CustomerId: customer.id, ...CART }),
  };
  const placeOrder = { url: `${url}/api/Product/placeOrder`, ...order };
  const placed = { label: 'REST POST /api/Product/placeOrder (3 lines)', baseline: 'POST' };
  if (database.kind === 'mysql') {
    const rawServer = await startPinned({
      name: 'raw mysql2 order server',
      script: RAW_ORDER_SERVER,
      args: [database.url, customer.id],
      env: { PATH: process.env.PATH },
      ready: /listening on (http:\/\/\S+)/,
    });
    const raw = { label: 'raw mysql2 transaction, same work (node:http, pool of 10)', baseline: 'POST' };
    rows.push(placed, raw);
    await pairedCase({
      bareRow: raw,
      appRow: placed,
      bare: {
        target: { url: `${rawServer.url}/placeOrder`, ...order },
        setup: { ...paired, pid: rawServer.pid, dbPid },
      },
      app: { target: placeOrder, setup: { ...paired, ...onApp } },
      rounds,
    });
    await rawServer.stop();
  } else {
    await runCase(rows, placed.label, 'POST', placeOrder, onApp);
  }
  await app.stop();

  const bareRates = {
    GET: bareGet.result?.reqPerSecond,
    POST: barePost.result?.reqPerSecond,
    PAGE: barePage?.result?.reqPerSecond,
    same: Object.fromEntries(Object.entries(sameRows).map(([key, row]) => [key, row.result?.reqPerSecond])),
  };
  const notes = [
    `Bare baselines, plain \`node:http\` on the same core: **same bytes**, for each fast case, every byte its answer had (status, each header the app sent, including the request id and XSRF cookie of the captured answer, and the body) — the baseline the targets are read against; **body only**, the app's status, content-type, content-length and body and nothing else: GET the REST available-products answer (${restAnswer.bytes.length} bytes), POST the GraphQL availableProducts answer (${graphqlAnswer.bytes.length} bytes)${pageAnswer ? `, GET /home the pre-rendered page (${pageAnswer.bytes.length} bytes)` : ''}, which also serves the cases without a same-bytes row (order lists, legacy lists, placeOrder: GET with bare GET, GraphQL and placeOrder with bare POST).`,
    `Orders in the database: ${sizes.map((s) => `${s.total.toLocaleString('en-US')} (${s.pending.toLocaleString('en-US')} pending, ${s.decided.toLocaleString('en-US')} decided)`).join(', then ')}; placeOrder ran last.`,
  ];
  if (placed.sameRatio)
    notes.push(
      `**placeOrder reached ${(100 * placed.sameRatio).toFixed(1)} % of the raw mysql2 transaction** (median of ${rounds} rounds in turns, ${placed.ratioSpread.map((r) => (100 * r).toFixed(1)).join('–')} %) (SELECT the buyer's contact details; BEGIN; SELECT the 3 products; INSERT the order; INSERT its 3 lines; INSERT its confirmation mail into the outbox; add it to its day's and hour's figures and to its status counts; COMMIT).`,
    );
  if (rows.some((row) => row.label.includes('‡'))) {
    const limit = Math.round((load.seconds * 1000) / (load.connections * SLOW_TURNS));
    notes.push(
      `‡ A single answer took over ${limit} ms on its own, so ${load.connections} connections would each be answered fewer than ${SLOW_TURNS} times in a ${load.seconds} s run and leave seconds of queued work behind: measured instead with as many connections as can each be answered ${SLOW_TURNS} times in about ${load.seconds} s, and a fixed number of requests (${SLOW_TURNS} per connection) so the run ends with nothing in flight; no warm-up beyond the lone requests that timed it. Its p50/p99 are at that concurrency, not at ${load.connections}.`,
    );
  }
  if (dbPid)
    notes.push(
      'mysqld CPU: the whole database server process over the measured run ÷ requests answered; it runs unpinned, on either core.',
    );
  else if (database.kind === 'mysql') notes.push('mysqld CPU not shown: no local mariadbd/mysqld process found.');
  notes.push(
    `GraphQL documents: ${Object.entries(queries)
      .map(([name, q]) => `${name} \`${q}\``)
      .join(
        '; ',
      )}; adminDashboard the client's admin-dashboard.graphql (with the daily series), for the last 30 Manila days.`,
  );
  notes.push(
    `Machine busy before this table: ${Math.round(busy * 100)} % of all cores${busy > 0.1 ? ' — other work was running, so the figures are noisy' : ''}; load average after it ${loadAverage()}.`,
  );
  return [`## ${dbVersion}`, '', table(rows, bareRates, Boolean(dbPid)), '', ...notes.map((n) => `- ${n}`)].join('\n');
}

async function main() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -p tsconfig.build.json)`);
  pinSelf(1);
  const databases = both
    ? [temporarySqlite(), temporaryMysql(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306')]
    : [process.env.DATABASE_URL ? givenDatabase(process.env.DATABASE_URL) : temporarySqlite()];
  const started = Date.now();
  const header = [
    '# Server benchmark',
    '',
    `- Machine: ${describeMachine()}`,
    `- Pinning: ${pinning.reason}.`,
    `- Server: \`node ${serverNodeFlags().join(' ')} dist/main.js\`, as in production (server/package.json start:prod).`,
    `- Load: autocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up then ${load.seconds} s measured per case; NODE_ENV=production, rate limits raised out of the way.`,
    `- In turns: each fast case (health, page, catalogue lists) and its same-bytes bare twin, and on MariaDB placeOrder and the raw mysql2 script, take ${rounds} rounds in turns (bare, app, app, bare, …; ${paired.warmupSeconds} s warm-up and ${paired.seconds} s measured each), both servers up on the same core. Their rows show the median of the rounds, and "% of bare (same bytes)" is the median of the rounds' own ratios, lowest–highest in brackets: this host's speed drifts by up to a fifth within minutes, and a pair measured seconds apart shares the drift.`,
    "- p50 and p99: the median of the rounds' own for the cases in turns.",
    '- Server CPU µs/req: user+system time of the server process (/proc/<pid>/stat) during the measured run ÷ requests answered. On SQLite it includes the database work; on MariaDB that is in the mysqld column.',
    '- Requests carry no Accept-Encoding, so every answer is measured uncompressed (the bare servers send the same bytes).',
    '- non-2xx and errors (socket errors, 30 s timeouts, GraphQL answers carrying `errors`) must be 0.',
    `- Command: \`${reproduceCommand()}\``,
  ].join('\n');
  const sections = [];
  for (const database of databases) sections.push(await benchDatabase(database));
  const markdown = `${header}\n\n${sections.join('\n\n')}\n`;
  progress(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.\n`);
  console.log(markdown);
  if (flags.out) {
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), flags.out);
    writeFileSync(file, markdown);
    progress(`Written to ${file}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
