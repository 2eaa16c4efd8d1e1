/**
 * npm run bench:recall: a recall at real size. A throwaway MariaDB database holds a million orders
 * (seed:history), about 400 lots spread over the products, and an allocation for every line of
 * every packed order; one lot — "the recalled lot" — went to exactly 5,000 orders of about 3,000
 * customers. The built server, started as in production, is asked for a mock recall of that lot
 * and for its CSV (20 times each: the server's own lookupMs, the round trip, the CSV's time and
 * size), and the lookup's SQL is timed and EXPLAINed on its own through mysql2. Figures, never
 * assertions. The database is dropped at the end.
 *
 *   npm run bench:recall                               (builds first; MariaDB at BENCH_MYSQL_URL)
 *   npm run bench:recall -- --out /tmp/recall.md
 *   npm run bench:recall -- --keep                     keep the database (its name is printed)
 *   npm run bench:recall -- --reuse waters_recall_ab12cd34 --cpu-prof /tmp/prof
 *
 * Options: --orders N (1,000,000); --lots L (400, besides the recalled one and the opening lots);
 * --recalled-orders R (5,000); --recalled-customers C (about 3,000: the target the window is
 * chosen for); --product ID (the recalled lot's product; the first available one by id); --runs K
 * (20); --keep; --reuse NAME (a database kept by --keep: no seeding, not dropped); --cpu-prof DIR
 * (the server writes a V8 CPU profile there when it stops); --out FILE.
 * Env: BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306).
 *
 * Seeding reuses bench:scale's way: a first start of the server outside production (migrations,
 * catalogue, the demo employee this bench signs in as), then seed:history, then the lots and
 * allocations here, in bulk SQL over MariaDB's seq_M_to_N tables.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from './lib/app-session.mjs';
import { cleanup, onCleanup } from './lib/cleanup.mjs';
import { clientDocument } from './lib/client-documents.mjs';
import { waitIdle } from './lib/cpu.mjs';
import { benchMysqlDatabase, connectTo } from './lib/database.mjs';
import { pinned, pinning, pinSelf, runShowingOutput, startPinned } from './lib/processes.mjs';
import { describeMachine, loadAverage, size } from './lib/report.mjs';
import { serverNodeFlags } from './lib/server-command.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(SERVER_DIR, 'dist/main.js');
const SEED_HISTORY = join(SERVER_DIR, 'dist/tools/seed-history.js');
const LOOKUP = join(SERVER_DIR, 'dist/modules/recalls/recall-lookup.js');
const CLIENT_DIR = join(SERVER_DIR, '../client/dist');
const DEMO_EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
/** The recalled lot's code (the other bench lots are BENCH-<product>-<nnn>). */
const RECALLED_PREFIX = 'BENCH-RECALL-';
const CHUNK = 100_000;

const progress = (line) => console.error(line);
const whole = (n) => Math.round(n).toLocaleString('en-US');
const given = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '1000000' },
      lots: { type: 'string', default: '400' },
      'recalled-orders': { type: 'string', default: '5000' },
      'recalled-customers': { type: 'string', default: '3000' },
      product: { type: 'string' },
      runs: { type: 'string', default: '20' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
      'cpu-prof': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const positive = (name) => {
    if (!/^[1-9]\d*$/.test(values[name]))
      throw new Error(`--${name} must be a whole number above 0 (got ${values[name]})`);
    return Number(values[name]);
  };
  if (values.reuse && !/^waters_recall_\w+$/.test(values.reuse))
    throw new Error(`--reuse takes a database this bench kept (waters_recall_…), got ${values.reuse}`);
  return {
    orders: positive('orders'),
    lots: positive('lots'),
    recalledOrders: positive('recalled-orders'),
    recalledCustomers: positive('recalled-customers'),
    product: values.product ?? null,
    runs: positive('runs'),
    keep: values.keep || Boolean(values.reuse),
    reuse: values.reuse ?? null,
    cpuProf: values['cpu-prof'] ? given(values['cpu-prof']) : null,
    out: values.out ? given(values.out) : null,
  };
}

/** The throwaway database (or the kept one --reuse names), dropped at cleanup unless kept. */
const recallDatabase = (options) => benchMysqlDatabase('waters_recall', options, progress);
const connect = connectTo;

/** The environment the server runs with (rate limits out of the way of one caller), as bench:scale's. */
function serverEnvironment(database, scratch) {
  return {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: existsSync(CLIENT_DIR) ? CLIENT_DIR : '',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000000',
  };
}

/** A pseudo-random but fixed order of customers: the recalled lot went to whole customers drawn this way. */
const customerDraw = (id) => createHash('sha1').update(`recall:${id}`).digest().readUInt32BE(0);

/**
 * Which of `candidates` (the product's packed lines in order, { orderId, lineId, customerId })
 * received the recalled lot: a window of consecutive orders from the middle of the history, and
 * in it every order of customers drawn one after another until `orders` orders (the last drawn
 * customer's cut to fit). The window is the shortest that needs no more than `customers`
 * customers: a lot shipped over some months, to about that many customers.
 */
function chooseRecalled(candidates, { orders, customers }) {
  const start = Math.floor(candidates.length / 2);
  const pick = (width) => {
    const byCustomer = new Map();
    for (const row of candidates.slice(start, start + width)) {
      const list = byCustomer.get(row.customerId) ?? [];
      list.push(row);
      byCustomer.set(row.customerId, list);
    }
    const drawn = [...byCustomer.keys()].sort((a, b) => customerDraw(a) - customerDraw(b) || (a < b ? -1 : 1));
    const chosen = [];
    let used = 0;
    for (const id of drawn) {
      if (chosen.length >= orders) break;
      chosen.push(...byCustomer.get(id).slice(0, orders - chosen.length));
      used++;
    }
    return { chosen, customers: used, width };
  };
  const most = candidates.length - start;
  if (most < orders) throw new Error(`the product has ${most} packed orders from the middle on, fewer than ${orders}`);
  let best = pick(orders);
  for (let width = orders; width <= most && best.customers > customers; width = Math.min(most, width + 250)) {
    best = pick(width);
    if (width === most) break;
  }
  if (best.chosen.length < orders) throw new Error(`only ${best.chosen.length} orders could be chosen`);
  return best;
}

/**
 * The lots and allocations, in bulk SQL: `lots` lots over the available products (lot j of a
 * product is packed for the j-th slice of the history, first expired first out), one allocation
 * per line of every packed order (any fulfilment status), then the recalled lot given the lines of
 * the chosen orders. Returns what was made.
 */
async function seedLots(db, options) {
  const started = performance.now();
  const N = options.orders;
  const [[{ n: maxOrder }]] = await db.query('SELECT MAX(id) AS n FROM orders');
  if (Number(maxOrder) !== N) throw new Error(`orders run to id ${maxOrder}, expected ${N} (seed:history's numbering)`);
  await db.query(
    `CREATE TEMPORARY TABLE bench_products (n INT PRIMARY KEY, product_id VARCHAR(32) NOT NULL, shelf_days INT NOT NULL,
       lots INT NOT NULL, UNIQUE KEY (product_id))`,
  );
  // The products seed:history orders (available, not archived), numbered by id as it numbers them.
  await db.query(
    `INSERT INTO bench_products (n, product_id, shelf_days, lots)
     SELECT ROW_NUMBER() OVER (ORDER BY product_id) - 1, product_id,
            COALESCE(shelf_life_days, CASE type WHEN 'SMOKED' THEN 7 WHEN 'MARINATED' THEN 90 ELSE 180 END), 0
       FROM products WHERE archived = 0 AND status = 'Available'`,
  );
  const [[{ n: productCount }]] = await db.query('SELECT COUNT(*) AS n FROM bench_products');
  const P = Number(productCount);
  await db.query(`UPDATE bench_products SET lots = ${Math.floor(options.lots / P)} + (n < ${options.lots % P})`);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  // Lot j of a product: made three days before the first order of its slice, best before its shelf life after.
  const made = `o.order_date + INTERVAL 8 HOUR - INTERVAL 3 DAY`;
  await db.query(
    `INSERT INTO product_lots (product_id, lot_code, quantity, quantity_left, production_date, best_before,
       status, written_off, created_at, updated_at)
     SELECT bp.product_id, CONCAT('BENCH-', bp.product_id, '-', LPAD(s.seq DIV ${P}, 3, '0')), 0, 0,
            DATE_FORMAT(${made}, '%Y-%m-%d'), DATE_FORMAT(${made} + INTERVAL bp.shelf_days DAY, '%Y-%m-%d'),
            'RELEASED', 0, ?, ?
       FROM seq_0_to_${options.lots - 1} s
       JOIN bench_products bp ON bp.n = s.seq % ${P}
       JOIN orders o ON o.id = 1 + FLOOR((s.seq DIV ${P}) * ${N} / bp.lots)
      ORDER BY s.seq`,
    [now, now],
  );
  await db.query(
    `CREATE TEMPORARY TABLE bench_lots (product_id VARCHAR(32) NOT NULL, j INT NOT NULL, lot_id INT NOT NULL,
       PRIMARY KEY (product_id, j))`,
  );
  await db.query(
    `INSERT INTO bench_lots SELECT product_id, CAST(SUBSTRING_INDEX(lot_code, '-', -1) AS UNSIGNED), id
       FROM product_lots WHERE lot_code LIKE 'BENCH-%' AND lot_code NOT LIKE '${RECALLED_PREFIX}%'`,
  );
  progress(`Lots: ${options.lots} over ${P} products in ${seconds(started)}.`);

  for (let first = 1; first <= N; first += CHUNK) {
    const chunkStarted = performance.now();
    const last = Math.min(first + CHUNK - 1, N);
    await db.query(
      `INSERT INTO lot_allocations (order_id, order_line_id, lot_id, quantity, chosen_by, chosen_at, override_reason,
         customer_id, full_name, email_address, mobile_number, ship_to, product_id, product_name, pack_size)
       SELECT o.id, l.id, bl.lot_id, l.quantity, o.authorized_by_id, o.packed_at, NULL,
              o.customer_id, o.full_name, o.email_address, o.mobile_number,
              IF(o.delivery_method = 'PICKUP', 'Picked up at the WATERS facility, Rosario, Cavite', o.address),
              l.product_id, l.product_name, p.pack_size
         FROM orders o
         JOIN order_lines l ON l.order_id = o.id
         JOIN products p ON p.product_id = l.product_id
         JOIN bench_products bp ON bp.product_id = l.product_id
         JOIN bench_lots bl ON bl.product_id = l.product_id AND bl.j = FLOOR((o.id - 1) * bp.lots / ${N})
        WHERE o.id BETWEEN ${first} AND ${last} AND o.fulfilment_status IS NOT NULL AND o.packed_at IS NOT NULL
        ORDER BY o.id, l.id`,
    );
    progress(`Allocations for orders ${whole(first)}–${whole(last)} in ${seconds(chunkStarted)}.`);
  }

  // The recalled lot: a product's packed lines, in order; the chosen ones move to a lot of their own.
  const productId =
    options.product ?? (await db.query('SELECT product_id AS id FROM bench_products ORDER BY n LIMIT 1'))[0][0].id;
  const [candidates] = await db.query(
    `SELECT a.order_id AS orderId, a.order_line_id AS lineId, a.customer_id AS customerId
       FROM lot_allocations a JOIN bench_lots bl ON bl.lot_id = a.lot_id
      WHERE bl.product_id = ? ORDER BY a.order_id, a.order_line_id`,
    [productId],
  );
  if (candidates.length === 0) throw new Error(`no packed line of ${productId}`);
  const pick = chooseRecalled(candidates, { orders: options.recalledOrders, customers: options.recalledCustomers });
  const firstOrder = Math.min(...pick.chosen.map((row) => Number(row.orderId)));
  const [[{ shelf }]] = await db.query('SELECT shelf_days AS shelf FROM bench_products WHERE product_id = ?', [
    productId,
  ]);
  const [inserted] = await db.query(
    `INSERT INTO product_lots (product_id, lot_code, quantity, quantity_left, production_date, best_before,
       status, written_off, created_at, updated_at)
     SELECT ?, ?, 0, 0, DATE_FORMAT(${made}, '%Y-%m-%d'), DATE_FORMAT(${made} + INTERVAL ? DAY, '%Y-%m-%d'),
            'RELEASED', 0, ?, ?
       FROM orders o WHERE o.id = ?`,
    [productId, `${RECALLED_PREFIX}${productId}`, Number(shelf), now, now, firstOrder],
  );
  const recalledLotId = inserted.insertId;
  await db.query(
    'CREATE TEMPORARY TABLE bench_recalled (order_id INT NOT NULL, line_id INT NOT NULL, PRIMARY KEY (order_id, line_id))',
  );
  for (let at = 0; at < pick.chosen.length; at += 1000) {
    const rows = pick.chosen.slice(at, at + 1000);
    await db.query(
      `INSERT INTO bench_recalled VALUES ${rows.map(() => '(?, ?)').join(', ')}`,
      rows.flatMap((row) => [row.orderId, row.lineId]),
    );
  }
  const [moved] = await db.query(
    `UPDATE lot_allocations a JOIN bench_recalled r ON a.order_id = r.order_id AND a.order_line_id = r.line_id
        SET a.lot_id = ?`,
    [recalledLotId],
  );
  if (moved.affectedRows !== options.recalledOrders)
    throw new Error(`${moved.affectedRows} allocations moved to the recalled lot, expected ${options.recalledOrders}`);
  // Every lot's quantity is what it packed (all of it gone).
  await db.query(
    `UPDATE product_lots pl JOIN (SELECT lot_id, SUM(quantity) AS units FROM lot_allocations GROUP BY lot_id) t
        ON t.lot_id = pl.id SET pl.quantity = t.units, pl.quantity_left = 0
      WHERE pl.lot_code LIKE 'BENCH-%'`,
  );
  for (const table of ['bench_recalled', 'bench_lots', 'bench_products'])
    await db.query(`DROP TEMPORARY TABLE ${table}`);
  await db.query('ANALYZE TABLE product_lots, lot_allocations');
  const windowOrders = candidates.slice(
    Math.floor(candidates.length / 2),
    Math.floor(candidates.length / 2) + pick.width,
  );
  progress(
    `Recalled lot ${RECALLED_PREFIX}${productId} (id ${recalledLotId}): ${whole(pick.chosen.length)} orders of ${whole(pick.customers)} customers, drawn from ${whole(pick.width)} consecutive packed orders of ${productId} (orders ${whole(windowOrders[0].orderId)}–${whole(windowOrders.at(-1).orderId)}). Lots and allocations in ${seconds(started)}.`,
  );
}

/** What the database holds, for the report. */
async function describeData(db) {
  const one = async (sql, params) => (await db.query(sql, params))[0][0];
  const lot = await one(
    `SELECT id, lot_code AS code, product_id AS productId, production_date AS made, best_before AS bestBefore
       FROM product_lots WHERE lot_code LIKE '${RECALLED_PREFIX}%'`,
  );
  if (!lot) throw new Error('the database has no recalled lot: was it seeded by this bench?');
  const recalled = await one(
    `SELECT COUNT(*) AS allocations, COUNT(DISTINCT a.order_id) AS orders, COUNT(DISTINCT o.customer_id) AS customers,
            SUM(a.quantity) AS units, MIN(o.order_date) AS firstOrder, MAX(o.order_date) AS lastOrder
       FROM lot_allocations a JOIN orders o ON o.id = a.order_id WHERE a.lot_id = ?`,
    [lot.id],
  );
  const orders = await one(
    `SELECT COUNT(*) AS total, SUM(fulfilment_status IS NOT NULL) AS packed,
            SUM(fulfilment_status = 'PACKED') AS packedOnly FROM orders`,
  );
  const counts = {
    lines: (await one('SELECT COUNT(*) AS n FROM order_lines')).n,
    allocations: (await one('SELECT COUNT(*) AS n FROM lot_allocations')).n,
    lots: (await one('SELECT COUNT(*) AS n FROM product_lots')).n,
    customers: (await one("SELECT COUNT(*) AS n FROM users WHERE role = 'Customer'")).n,
    products: (await one('SELECT COUNT(*) AS n FROM products')).n,
  };
  const perLot = await one(
    `SELECT MIN(n) AS least, MAX(n) AS most, AVG(n) AS mean FROM
       (SELECT COUNT(*) AS n FROM lot_allocations GROUP BY lot_id) t`,
  );
  const version = await one('SELECT VERSION() AS v, @@innodb_buffer_pool_size AS pool, @@innodb_flush_method AS flush');
  const tables = (
    await db.query(
      `SELECT table_name AS name, data_length + index_length AS bytes FROM information_schema.tables
        WHERE table_schema = DATABASE() AND table_name IN ('orders', 'order_lines', 'lot_allocations', 'product_lots')`,
    )
  )[0];
  return {
    lot: {
      ...lot,
      ...Object.fromEntries(Object.entries(recalled).map(([k, v]) => [k, v instanceof Date ? v : Number(v)])),
    },
    orders: { total: Number(orders.total), packed: Number(orders.packed), packedOnly: Number(orders.packedOnly) },
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    perLot: { least: Number(perLot.least), most: Number(perLot.most), mean: Number(perLot.mean) },
    server: `MariaDB ${version.v}, InnoDB buffer pool ${Number(version.pool) / 2 ** 20} MiB, flush method ${version.flush}`,
    tables: Object.fromEntries(tables.map((t) => [t.name, Number(t.bytes)])),
  };
}

/**
 * The server's own lookup SQL, caught from the built recall-lookup.js with a stand-in manager
 * (nothing is run while catching it); `lookup()` runs recalledShipments with a manager on mysql2.
 */
async function lookupSql(db, lotId) {
  const { recalledShipments } = await import(LOOKUP);
  let caught = null;
  await recalledShipments({ query: async (sql, params) => ((caught = { sql, params }), []) }, [lotId]);
  const manager = { query: async (sql, params) => (await db.query(sql, params))[0] };
  return { ...caught, lookup: () => recalledShipments(manager, [lotId]) };
}

async function innodbReads(db) {
  const [rows] = await db.query(
    "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_buffer_pool_reads', 'Innodb_buffer_pool_read_requests')",
  );
  const of = (name) => Number(rows.find((r) => r.Variable_name === name).Value);
  return { disk: of('Innodb_buffer_pool_reads'), logical: of('Innodb_buffer_pool_read_requests') };
}

/** `runs` timings of `fn`; each returns { ms, ...extra }. */
async function repeat(runs, label, fn) {
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const result = await fn(i);
    results.push(result);
    progress(`  ${label} ${i}/${runs}: ${result.ms.toFixed(1)} ms${result.note ? `, ${result.note}` : ''}`);
  }
  return results;
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const middle = Math.floor(sorted.length / 2);
  return {
    first: values[0],
    median: sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2,
    p95: rank(95),
    min: sorted[0],
    max: sorted.at(-1),
  };
}

const ms = (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);

async function signIn(baseUrl) {
  const answer = await request(baseUrl, '/graphql', {
    method: 'POST',
    body: {
      query: clientDocument('features/account/api/employee-login.graphql'),
      variables: { input: DEMO_EMPLOYEE },
    },
  });
  const session = JSON.parse(answer.text()).data?.employeeLogin;
  if (!session) throw new Error(`employeeLogin failed: ${answer.text().slice(0, 300)}`);
  return session.token;
}

const RECALL_FIELDS = 'id lookupMs ordersFound customersFound unitsFound csvUrl';
const SHIPMENT_FIELDS =
  'orderId customerId fullName emailAddress mobileNumber shipTo shipDate productName lotCode bestBefore quantity';
const mockRecall = (withShipments) =>
  `mutation BenchMockRecall($input: StartRecallInput!) { startRecall(input: $input) { recall { ${RECALL_FIELDS} }${withShipments ? ` shipments { ${SHIPMENT_FIELDS} }` : ''} } }`;

async function measureServer(baseUrl, pid, token, lotId, runs) {
  const results = {};
  const recallOnce = (withShipments) => async (i) => {
    await waitIdle(pid);
    const started = performance.now();
    const answer = await request(baseUrl, '/graphql', {
      method: 'POST',
      token,
      body: {
        query: mockRecall(withShipments),
        variables: { input: { lotId, reason: `bench:recall drill ${i}`, mock: true } },
      },
    });
    const took = performance.now() - started;
    const body = JSON.parse(answer.text());
    const recall = body.data?.startRecall?.recall;
    if (!recall) throw new Error(`startRecall failed (${answer.status}): ${answer.text().slice(0, 400)}`);
    return {
      ms: took,
      bytes: answer.bytes.length,
      recall,
      shipments: body.data.startRecall.shipments?.length,
      note: `lookupMs ${recall.lookupMs}, ${recall.ordersFound} orders, ${recall.customersFound} customers, ${answer.bytes.length} B`,
    };
  };
  progress('startRecall(mock: true), recall fields only:');
  results.recall = await repeat(runs, 'recall', recallOnce(false));
  progress('startRecall(mock: true) with every shipment (what a drill screen listing them asks):');
  results.recallWithShipments = await repeat(runs, 'recall+shipments', recallOnce(true));
  const { csvUrl } = results.recall[0].recall;
  progress(`GET ${csvUrl}:`);
  results.csv = await repeat(runs, 'csv', async () => {
    await waitIdle(pid);
    const started = performance.now();
    const answer = await request(baseUrl, csvUrl, { token });
    const took = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${csvUrl} answered ${answer.status}: ${answer.text().slice(0, 300)}`);
    const rows = answer.text().split('\r\n').filter(Boolean).length - 1;
    return { ms: took, bytes: answer.bytes.length, rows, note: `${rows} rows, ${size(answer.bytes.length)}` };
  });
  return results;
}

function explainTable(rows) {
  const columns = ['id', 'select_type', 'table', 'type', 'possible_keys', 'key', 'key_len', 'ref', 'rows', 'Extra'];
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((c) => String(row[c] ?? '').replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

/** The ANALYZE FORMAT=JSON tree boiled down: per table, the access, the rows read and the time spent. */
function analyzeSummary(node, out = []) {
  if (node && typeof node === 'object') {
    if (node.table?.table_name) {
      const t = node.table;
      out.push(
        `${t.table_name}: ${t.access_type}${t.key ? ` on ${t.key}` : ''}, r_loops ${t.r_loops ?? '–'}, r_rows ${t.r_rows ?? '–'}, r_table_time_ms ${t.r_table_time_ms === undefined ? '–' : Number(t.r_table_time_ms).toFixed(1)}`,
      );
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') analyzeSummary(value, out);
  }
  return out;
}

function reproduceCommand() {
  const env = process.env.BENCH_MYSQL_URL
    ? `BENCH_MYSQL_URL=${process.env.BENCH_MYSQL_URL.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')} `
    : '';
  const args = process.argv.slice(2).join(' ');
  return `cd server && ${env}npm run bench:recall${args ? ` -- ${args}` : ''}`;
}

async function main() {
  const options = parseOptions();
  for (const file of [MAIN, SEED_HISTORY, LOOKUP])
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build --workspace server)`);
  pinSelf(1);
  const nodeFlags = serverNodeFlags();
  const database = recallDatabase(options);
  const scratch = mkdtempSync(join(tmpdir(), 'waters-recall-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  const env = serverEnvironment(database, scratch);
  const benchStarted = performance.now();
  const seeding = {};

  if (!options.reuse) {
    progress(`Seeding ${database.connection.database} on ${database.connection.host}:${database.connection.port}…`);
    let started = performance.now();
    const first = await startPinned({
      name: 'WATERS server (first start)',
      nodeFlags,
      script: MAIN,
      env: { ...env, NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'true' },
      logFile: join(scratch, 'first-start.log'),
      ready: /WATERS is listening on (http:\/\/\S+)/,
    });
    await first.stop();
    seeding.firstStart = performance.now() - started;
    started = performance.now();
    // seed:history's own default of pending orders (20,001), or a fiftieth of a smaller history.
    const pending = options.orders > 20_001 ? [] : ['--pending', String(Math.floor(options.orders / 50))];
    await runShowingOutput(
      ...pinned(1, process.execPath, [SEED_HISTORY, '--orders', String(options.orders), ...pending]),
      {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
      },
    );
    seeding.history = performance.now() - started;
    started = performance.now();
    const db = await connect(database);
    try {
      await seedLots(db, options);
    } finally {
      await db.end();
    }
    seeding.lots = performance.now() - started;
  }

  const db = await connect(database);
  onCleanup(() => db.end());
  // Nothing reads the recalled lot's orders before the server's first call (the pool as seeding, or a restart, left it).
  const [[recalledLot]] = await db.query(`SELECT id FROM product_lots WHERE lot_code LIKE '${RECALLED_PREFIX}%'`);
  if (!recalledLot) throw new Error('the database has no recalled lot: was it seeded by this bench?');
  const lotId = Number(recalledLot.id);
  const lookup = await lookupSql(db, lotId);

  // The server, as in production, pinned to core 0.
  const production = { ...env, NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') };
  if (options.cpuProf) mkdirSync(options.cpuProf, { recursive: true });
  const app = await startPinned({
    name: 'WATERS server',
    nodeFlags: [...nodeFlags, ...(options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : [])],
    script: MAIN,
    env: production,
    logFile: join(scratch, 'server.log'),
    ready: /WATERS is listening on (http:\/\/\S+)/,
  });
  onCleanup(() => app.stop());
  const token = await signIn(app.url);
  progress(`Server at ${app.url}, signed in as ${DEMO_EMPLOYEE.userName}.`);
  const measured = await measureServer(app.url, app.pid, token, lotId, options.runs);
  await app.stop();
  if (options.cpuProf) progress(`CPU profile written to ${options.cpuProf}.`);

  // Then the lookup's SQL on its own: EXPLAIN, one ANALYZE, timings; and what the database holds.
  const explain = (await db.query(`EXPLAIN ${lookup.sql}`, lookup.params))[0];
  const analyzed = JSON.parse((await db.query(`ANALYZE FORMAT=JSON ${lookup.sql}`, lookup.params))[0][0].ANALYZE);
  // The same SQL straight through mysql2 (no server): the query alone, then with recall-lookup's mapping.
  progress('The lookup SQL through mysql2:');
  const direct = await repeat(options.runs, 'sql', async () => {
    const before = await innodbReads(db);
    const started = performance.now();
    const [rows] = await db.query(lookup.sql, lookup.params);
    const took = performance.now() - started;
    const after = await innodbReads(db);
    return {
      ms: took,
      rows: rows.length,
      disk: after.disk - before.disk,
      logical: after.logical - before.logical,
      note: `${rows.length} rows, ${after.disk - before.disk} pages from disk, ${after.logical - before.logical} page reads`,
    };
  });
  const mapped = await repeat(options.runs, 'recalledShipments()', async () => {
    const started = performance.now();
    await lookup.lookup();
    return { ms: performance.now() - started };
  });

  const data = await describeData(db);
  const figure = (label, runs, answer) => {
    const s = stats(runs.map((r) => r.ms));
    return `| ${label} | ${runs.length} | ${ms(s.first)} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.min)} | ${ms(s.max)} | ${answer} |`;
  };
  const lookupMs = measured.recall.map((r) => ({ ms: r.recall.lookupMs }));
  const lookupMsWith = measured.recallWithShipments.map((r) => ({ ms: r.recall.lookupMs }));
  const found = measured.recall[0].recall;
  const csv = measured.csv[0];
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const d = data;
  const report = `## Recall at scale (${when} UTC)

- Command: \`${reproduceCommand()}\`
- Machine: ${describeMachine()}; load average ${loadAverage()} at the end; ${pinning.reason}
- Database: ${d.server}; orders ${size(d.tables.orders ?? 0)}, order_lines ${size(d.tables.order_lines ?? 0)}, lot_allocations ${size(d.tables.lot_allocations ?? 0)} (data + indexes)
- Data: ${whole(d.orders.total)} orders (${whole(d.orders.packed)} packed, delivered or picked up, ${whole(d.orders.packedOnly)} of them still PACKED), ${whole(d.counts.lines)} order lines, ${whole(d.counts.customers)} customers, ${whole(d.counts.lots)} lots, ${whole(d.counts.allocations)} allocations (${whole(d.perLot.least)}–${whole(d.perLot.most)} per lot, ${whole(d.perLot.mean)} on average)
- Recalled lot: ${d.lot.code} (id ${lotId}), ${whole(d.lot.allocations)} allocations, ${whole(d.lot.orders)} orders, ${whole(d.lot.customers)} customers, ${whole(d.lot.units)} units, orders placed ${d.lot.firstOrder.toISOString().slice(0, 10)} – ${d.lot.lastOrder.toISOString().slice(0, 10)}
${options.reuse ? `- Database reused (--reuse): not seeded this run` : `- Seeding: first start ${ms(seeding.firstStart)}, seed:history ${ms(seeding.history)}, lots and allocations ${ms(seeding.lots)}`}
- The mock recall found: ${found.ordersFound} orders, ${found.customersFound} customers, ${found.unitsFound} units; the CSV: ${csv.rows} rows, ${size(csv.bytes)}
- Server: \`node ${[...nodeFlags, 'dist/main.js'].join(' ')}\`, NODE_ENV=production, each call alone once the server is idle${options.cpuProf ? `, with --cpu-prof (figures include the profiler's cost)` : ''}

| measure | runs | first | median | p95 | min | max | answer |
|---|---:|---:|---:|---:|---:|---:|---|
${figure('startRecall(mock) — server lookupMs', lookupMs, '')}
${figure('startRecall(mock) — round trip, recall fields', measured.recall, size(measured.recall[0].bytes))}
${figure('startRecall(mock) with shipments — server lookupMs', lookupMsWith, '')}
${figure('startRecall(mock) with shipments — round trip', measured.recallWithShipments, `${size(measured.recallWithShipments[0].bytes)}, ${measured.recallWithShipments[0].shipments} shipments`)}
${figure(`GET /api/exports/recalls/{id}.csv`, measured.csv, `${size(csv.bytes)}, ${csv.rows} rows`)}
${figure('lookup SQL through mysql2 (query only)', direct, `${direct[0].rows} rows`)}
${figure('recalledShipments() through mysql2 (query + mapping)', mapped, '')}

InnoDB pages read by the SQL through mysql2 (global counters, so other clients of the server count too): first run ${whole(direct[0].logical)} page reads, ${whole(direct[0].disk)} from disk; median of the rest ${whole(stats(direct.slice(1).map((r) => r.disk)).median)} from disk.

EXPLAIN of the lookup (\`recalledShipments\`, server/src/modules/recalls/recall-lookup.ts):

${explainTable(explain)}

ANALYZE FORMAT=JSON (one execution, after the server's calls): ${Number(analyzed.query_block?.r_total_time_ms ?? 0).toFixed(1)} ms in all
${analyzeSummary(analyzed)
  .map((line) => `- ${line}`)
  .join('\n')}

Whole run: ${seconds(benchStarted)}.
`;
  console.log(report);
  if (options.out) {
    writeFileSync(options.out, report);
    progress(`Written to ${options.out}`);
  }
  if (options.keep)
    progress(`Kept ${database.connection.database}: npm run bench:recall -- --reuse ${database.connection.database}`);
}

try {
  await main();
} catch (error) {
  console.error(`Recall benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
