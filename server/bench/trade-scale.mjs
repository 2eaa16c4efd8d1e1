/**
 * npm run bench:trade: a trade buyer against a household at real size. A throwaway MariaDB
 * database holds a million orders (seed:history) and, in bulk SQL, 2,000 APPROVED trade accounts
 * of customers of that history, spread over the two price groups every shop starts with and four
 * more; each group has a price list over every product (tiers from 1, 10 and 50 packs, some rows
 * between two days) and some products have a trade minimum or multiple. The built server, started
 * as in production (start:prod's flags, pinned to core 0), is then loaded from core 1 through
 * autocannon (lib/load.mjs) by two signed-in customers side by side — a household and a trade
 * buyer with as many orders — in alternating rounds with a bare node:http server answering the
 * same bytes (as bench:compare):
 *
 *   storefront  the customer storefront's first screen as the web client loads it: the early
 *               AvailableProducts request, then MyTradeTerms (TradeTermsReader, rendered for every
 *               signed-in customer: a household's answer is null), one after the other on each
 *               connection;
 *   catalogue   AvailableProducts alone (the catalogue GraphQL path);
 *   terms       MyTradeTerms alone (the screen less the catalogue: where a difference lies).
 *
 * Each row: req/s, the server's CPU per request (and MariaDB's, when its process is readable here:
 * the whole server's, other clients included), p50/p99 and the share of the bare server's rate;
 * then the trade buyer's req/s and CPU per request against the household's, as the median of the
 * rounds' own ratios.
 *
 * Then 20 placeOrder calls of each (alternating, each alone once the server is idle), the same
 * cart, as the web client sends it. Figures, never assertions. The database is dropped at the end.
 *
 *   npm run bench:trade                                (builds first; MariaDB at BENCH_MYSQL_URL)
 *   npm run bench:trade -- --out /tmp/trade.md
 *   npm run bench:trade -- --keep                      keep the database (its name is printed)
 *   npm run bench:trade -- --reuse waters_trade_ab12cd34 --cpu-prof /tmp/prof
 *
 * Options: --orders N (1,000,000); --accounts A (2,000); --rounds R (6) and --round-seconds S (3)
 * for each case; --connections C (50); --runs K (20 placeOrder calls per session); --keep; --reuse
 * NAME (a database kept by --keep: no seeding, not dropped); --cpu-prof DIR: after the measured
 * rounds, the server is started again with --cpu-prof for each session alone under the storefront
 * load for --profile-seconds (15), and the profiles are summed up in the report (the measured
 * rounds are never profiled); --dist DIR: the server build to measure (a dist inside a checkout, which
 * finds its node_modules from there; start:prod's flags from the package.json beside it; seeding is
 * always this checkout's); --out FILE. Env: BENCH_MYSQL_URL (mysql://root@127.0.0.1:3306).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from './lib/app-session.mjs';
import { cleanup, onCleanup } from './lib/cleanup.mjs';
import { findDatabasePid, waitIdle } from './lib/cpu.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import { benchMysqlDatabase, connectTo } from './lib/database.mjs';
import { measure } from './lib/load.mjs';
import { addDays, manilaToday } from './lib/manila-days.mjs';
import { pinned, pinning, pinSelf, runShowingOutput, startPinned } from './lib/processes.mjs';
import { describeMachine, loadAverage, size } from './lib/report.mjs';
import { serverNodeFlags } from './lib/server-command.mjs';
import { WEB_CLIENT_HEADERS, webClientBody } from './lib/web-client-request.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(SERVER_DIR, 'dist/main.js');
const SEED_HISTORY = join(SERVER_DIR, 'dist/tools/seed-history.js');
const CLIENT_DIR = join(SERVER_DIR, '../client/dist');
const BARE_SERVER = fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url));
/** seed:history's customers' password. */
const CUSTOMER_PASSWORD = 'scale-customer-password';
/** The groups this bench adds to the migration's Restaurant and Reseller: minimum order (centavos) and terms. */
const MORE_GROUPS = [
  { name: 'Hotel', minOrderCentavos: 300_000, termsDays: 30 },
  { name: 'Caterer', minOrderCentavos: 500_000, termsDays: 15 },
  { name: 'Canteen', minOrderCentavos: 150_000, termsDays: null },
  { name: 'Market stall', minOrderCentavos: 100_000, termsDays: 7 },
];
/** Of every ten accounts: four Restaurant, three Reseller, then Hotel, Caterer, and Canteen or Market stall. */
const GROUP_OF_TENTH = [
  'Restaurant',
  'Restaurant',
  'Restaurant',
  'Restaurant',
  'Reseller',
  'Reseller',
  'Reseller',
  'Hotel',
  'Caterer',
  'Canteen',
];
/** The signed-in trade buyer's group: one with a minimum order and terms. */
const BUYER_GROUP = 'Hotel';
/** The cart both place: this many packs of each of the first three products that can be ordered (a multiple of every trade rule here). */
const CART_QUANTITY = 12;
const CART_LINES = 3;
/** The screens measured: their requests in the order the web client sends them. */
const CASES = [
  {
    key: 'storefront',
    label: "Storefront's first screen (AvailableProducts, then MyTradeTerms)",
    operations: ['AvailableProducts', 'MyTradeTerms'],
  },
  { key: 'catalogue', label: 'Catalogue GraphQL path (AvailableProducts alone)', operations: ['AvailableProducts'] },
  // Not a screen of its own: the storefront's second request alone, to tell where the difference lies.
  {
    key: 'terms',
    label: 'MyTradeTerms alone (the storefront screen less the catalogue)',
    operations: ['MyTradeTerms'],
    part: true,
  },
];
const SESSIONS = ['household', 'trade'];
/** The difference the issue allows: a trade buyer's figures within 20 % of a household's. */
const ALLOWED = 0.2;

const progress = (line) => console.error(line);
const whole = (n) => Math.round(n).toLocaleString('en-US');
const given = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ms = (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const pct = (ratio) => `${(100 * ratio).toFixed(1)} %`;
const latency = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const micros = (n) => (n === null || n === undefined ? '' : whole(n));

function parseOptions() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '1000000' },
      accounts: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '6' },
      'round-seconds': { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      runs: { type: 'string', default: '20' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'profile-seconds': { type: 'string', default: '15' },
      dist: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const positive = (name) => {
    if (!/^[1-9]\d*$/.test(values[name]))
      throw new Error(`--${name} must be a whole number above 0 (got ${values[name]})`);
    return Number(values[name]);
  };
  if (values.reuse && !/^waters_trade_\w+$/.test(values.reuse))
    throw new Error(`--reuse takes a database this bench kept (waters_trade_…), got ${values.reuse}`);
  return {
    orders: positive('orders'),
    accounts: positive('accounts'),
    rounds: positive('rounds'),
    roundSeconds: positive('round-seconds'),
    connections: positive('connections'),
    runs: positive('runs'),
    keep: values.keep || Boolean(values.reuse),
    reuse: values.reuse ?? null,
    cpuProf: values['cpu-prof'] ? given(values['cpu-prof']) : null,
    profileSeconds: positive('profile-seconds'),
    dist: values.dist ? given(values.dist) : null,
    out: values.out ? given(values.out) : null,
  };
}

/** The throwaway database (or the kept one --reuse names), dropped at cleanup unless kept. */
const tradeDatabase = (options) => benchMysqlDatabase('waters_trade', options, progress);
const connect = connectTo;

/** The environment every start shares: rate limits out of the way of two callers sending tens of thousands of requests. */
function serverEnvironment(database, scratch) {
  return {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: existsSync(CLIENT_DIR) ? CLIENT_DIR : '',
    DATABASE_URL: database.url,
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000000',
  };
}

/**
 * The trade data, in bulk SQL over MariaDB's seq_M_to_N tables: four more price groups; each
 * group's price list over every product (tiers from 1, 10 and 50; on every third product the
 * one-pack price changes twice — until a month ago, this month, from a month on — and on every
 * fifth the 50-pack price holds only from ten days ago to twenty days on); trade rules on half
 * the products (a minimum of 12, or multiples of 6); and `accounts` APPROVED trade accounts: every
 * k-th customer of the history, with its profile address, four in ten Restaurant, three Reseller,
 * the rest in the new groups.
 */
async function seedTrade(db, options) {
  const started = performance.now();
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const today = manilaToday();
  await db.query(
    `INSERT INTO price_groups (name, min_order_centavos, terms_days, created_at, updated_at) VALUES ${MORE_GROUPS.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    MORE_GROUPS.flatMap((g) => [g.name, g.minOrderCentavos, g.termsDays, now, now]),
  );
  const [groups] = await db.query('SELECT id, name FROM price_groups ORDER BY id');
  const groupId = new Map(groups.map((g) => [g.name, Number(g.id)]));
  for (const name of GROUP_OF_TENTH)
    if (!groupId.has(name)) throw new Error(`no price group ${name} (the migration makes Restaurant and Reseller)`);

  await db.query(
    `CREATE TEMPORARY TABLE bench_products (n INT PRIMARY KEY, product_id VARCHAR(32) NOT NULL, price INT NOT NULL,
       UNIQUE KEY (product_id))`,
  );
  await db.query(
    `INSERT INTO bench_products SELECT ROW_NUMBER() OVER (ORDER BY product_id) - 1, product_id, price_centavos
       FROM products WHERE archived = 0`,
  );
  // Each group a few per cent off retail (3–7 %), a further 5 % from 10 packs and 10 % from 50.
  const groupOff = '(3 + g.id % 5)';
  await db.query(
    `INSERT INTO trade_prices (price_group_id, product_id, min_quantity, unit_price_centavos, valid_from, valid_to)
     SELECT g.id, p.product_id, ELT(t.seq + 1, 1, 10, 50), ROUND(p.price * (100 - ${groupOff} - 5 * t.seq) / 100),
            IF(t.seq = 2 AND p.n % 5 = 0, ?, NULL), IF(t.seq = 2 AND p.n % 5 = 0, ?, NULL)
       FROM price_groups g CROSS JOIN bench_products p CROSS JOIN seq_0_to_2 t
      WHERE NOT (t.seq = 0 AND p.n % 3 = 0)
      ORDER BY g.id, p.product_id, t.seq`,
    [addDays(today, -10), addDays(today, 20)],
  );
  await db.query(
    `INSERT INTO trade_prices (price_group_id, product_id, min_quantity, unit_price_centavos, valid_from, valid_to)
     SELECT g.id, p.product_id, 1, ROUND(p.price * (100 - ${groupOff} + ELT(w.seq + 1, 3, -3, 0)) / 100),
            ELT(w.seq + 1, NULL, ?, ?), ELT(w.seq + 1, ?, ?, NULL)
       FROM price_groups g CROSS JOIN bench_products p CROSS JOIN seq_0_to_2 w
      WHERE p.n % 3 = 0
      ORDER BY g.id, p.product_id, w.seq`,
    [addDays(today, -30), addDays(today, 31), addDays(today, -31), addDays(today, 30)],
  );
  await db.query(
    `UPDATE products p JOIN bench_products b ON b.product_id = p.product_id
        SET p.trade_min_quantity = IF(b.n % 4 = 1, 12, NULL), p.trade_multiple = IF(b.n % 4 = 3, 6, NULL)`,
  );

  await db.query('CREATE TEMPORARY TABLE bench_customers (n INT PRIMARY KEY, id VARCHAR(36) NOT NULL)');
  await db.query(
    `INSERT INTO bench_customers SELECT ROW_NUMBER() OVER (ORDER BY user_name), id FROM users
      WHERE role = 'Customer' AND user_name LIKE 'scale%'`,
  );
  const [[{ n: customers }]] = await db.query('SELECT COUNT(*) AS n FROM bench_customers');
  const every = Math.floor(Number(customers) / options.accounts);
  if (every < 2)
    throw new Error(`${customers} customers are too few for ${options.accounts} trade accounts and households`);
  const [[employee]] = await db.query("SELECT id FROM users WHERE role = 'Employee' ORDER BY user_name LIMIT 1");
  const groupCase = `CASE s.seq % 10 ${GROUP_OF_TENTH.map((name, i) => `WHEN ${i} THEN ${i === 9 ? `IF(s.seq % 20 = 9, ${groupId.get('Canteen')}, ${groupId.get('Market stall')})` : groupId.get(name)}`).join(' ')} END`;
  await db.query(
    `INSERT INTO trade_accounts (customer_id, business_name, business_type, tin, address_id, status, price_group_id,
       decline_reason, decided_by, applied_at, decided_at)
     SELECT c.id,
            CONCAT(ELT(1 + s.seq % 6, 'Kainan ni ', 'Carinderia ', 'Tindahan ni ', 'Hotel ', 'Catering by ', 'Sari-sari ni '),
                   u.full_name),
            ELT(1 + s.seq % 3, 'RESTAURANT', 'RESELLER', 'OTHER'),
            IF(s.seq % 2 = 0, CONCAT(LPAD(100 + s.seq % 900, 3, '0'), '-', LPAD(s.seq % 1000, 3, '0'), '-',
                                     LPAD((7 * s.seq) % 1000, 3, '0'), '-000'), NULL),
            a.id, 'APPROVED', ${groupCase}, NULL, ?,
            ? - INTERVAL (40 + s.seq % 300) DAY, ? - INTERVAL (38 + s.seq % 300) DAY
       FROM seq_1_to_${options.accounts} s
       JOIN bench_customers c ON c.n = s.seq * ${every}
       JOIN users u ON u.id = c.id
       JOIN customer_addresses a ON a.customer_id = c.id AND a.is_profile = 1
      ORDER BY s.seq`,
    [employee.id, now, now],
  );
  const [[{ n: made }]] = await db.query("SELECT COUNT(*) AS n FROM trade_accounts WHERE status = 'APPROVED'");
  if (Number(made) !== options.accounts)
    throw new Error(
      `made ${made} trade accounts, expected ${options.accounts} (a customer without a profile address?)`,
    );
  progress(`Trade accounts, groups, price lists and rules in ${seconds(started)}.`);
}

/** The two signed-in customers: a trade buyer of BUYER_GROUP with the most orders, and the customer after them (a household). */
async function chooseCustomers(db) {
  const [[buyer]] = await db.query(
    `SELECT t.customer_id AS id, u.user_name AS userName, t.business_name AS businessName, COUNT(o.id) AS orders
       FROM trade_accounts t JOIN price_groups g ON g.id = t.price_group_id JOIN users u ON u.id = t.customer_id
       LEFT JOIN orders o ON o.customer_id = t.customer_id
      WHERE g.name = ? AND t.status = 'APPROVED'
      GROUP BY t.customer_id, u.user_name, t.business_name ORDER BY orders DESC, u.user_name LIMIT 1`,
    [BUYER_GROUP],
  );
  if (!buyer) throw new Error(`no approved trade account in ${BUYER_GROUP}: was the database seeded by this bench?`);
  const [[household]] = await db.query(
    `SELECT u.id, u.user_name AS userName, (SELECT COUNT(*) FROM orders o WHERE o.customer_id = u.id) AS orders
       FROM users u WHERE u.role = 'Customer' AND u.user_name > ?
        AND NOT EXISTS (SELECT 1 FROM trade_accounts t WHERE t.customer_id = u.id)
      ORDER BY u.user_name LIMIT 1`,
    [buyer.userName],
  );
  return {
    trade: { ...buyer, orders: Number(buyer.orders) },
    household: { ...household, orders: Number(household.orders) },
  };
}

/** The cart both customers place: the first products anyone may order, CART_QUANTITY packs each. */
async function chooseCart(db) {
  const [rows] = await db.query(
    `SELECT product_id AS productId, name, price_centavos AS price, trade_min_quantity AS minQuantity,
            trade_multiple AS multiple
       FROM products WHERE archived = 0 AND status = 'Available'
        AND (stock_quantity IS NULL OR stock_quantity >= ?) ORDER BY product_id LIMIT ${CART_LINES}`,
    [CART_QUANTITY * 100],
  );
  if (rows.length < CART_LINES) throw new Error(`fewer than ${CART_LINES} products can be ordered by the dozen`);
  return rows.map((row) => ({ ...row, quantity: CART_QUANTITY }));
}

/** What the database holds, for the report. */
async function describeData(db) {
  const one = async (sql, params) => (await db.query(sql, params))[0][0];
  const counts = {
    orders: (await one('SELECT MAX(id) AS n FROM orders')).n,
    lines: (await one('SELECT COUNT(*) AS n FROM order_lines')).n,
    customers: (await one("SELECT COUNT(*) AS n FROM users WHERE role = 'Customer'")).n,
    products: (await one('SELECT COUNT(*) AS n FROM products WHERE archived = 0')).n,
    accounts: (await one("SELECT COUNT(*) AS n FROM trade_accounts WHERE status = 'APPROVED'")).n,
    prices: (await one('SELECT COUNT(*) AS n FROM trade_prices')).n,
    windowed: (await one('SELECT COUNT(*) AS n FROM trade_prices WHERE valid_from IS NOT NULL OR valid_to IS NOT NULL'))
      .n,
    rules: (
      await one('SELECT COUNT(*) AS n FROM products WHERE trade_min_quantity IS NOT NULL OR trade_multiple IS NOT NULL')
    ).n,
    tradeOrders: (
      await one(
        `SELECT COUNT(*) AS n FROM orders o JOIN trade_accounts t ON t.customer_id = o.customer_id WHERE t.status = 'APPROVED'`,
      )
    ).n,
  };
  const [groups] = await db.query(
    `SELECT g.name, g.min_order_centavos AS minOrder, g.terms_days AS terms,
            (SELECT COUNT(*) FROM trade_accounts t WHERE t.price_group_id = g.id AND t.status = 'APPROVED') AS accounts,
            (SELECT COUNT(*) FROM trade_prices p WHERE p.price_group_id = g.id) AS prices
       FROM price_groups g ORDER BY g.id`,
  );
  const version = await one('SELECT VERSION() AS v, @@innodb_buffer_pool_size AS pool');
  return {
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    groups: groups.map((g) => ({
      name: g.name,
      minOrder: Number(g.minOrder),
      terms: g.terms === null ? null : Number(g.terms),
      accounts: Number(g.accounts),
      prices: Number(g.prices),
    })),
    server: `MariaDB ${version.v}, InnoDB buffer pool ${Number(version.pool) / 2 ** 20} MiB`,
  };
}

/** Signs in over GraphQL with the client's own login document; the session's token. */
async function customerToken(baseUrl, userName) {
  const answer = await request(baseUrl, '/graphql', {
    method: 'POST',
    headers: WEB_CLIENT_HEADERS,
    body: webClientBody('CustomerLogin', { input: { userName, password: CUSTOMER_PASSWORD } }),
  });
  const token = JSON.parse(answer.text()).data?.customerLogin?.token;
  if (!token) throw new Error(`customerLogin as ${userName} failed: ${answer.text().slice(0, 300)}`);
  return token;
}

/** A screen's requests for a session, as autocannon sends them on each connection in turn. */
const screenRequests = (operations, token) =>
  operations.map((operation) => ({
    path: '/graphql',
    method: 'POST',
    headers: { ...WEB_CLIENT_HEADERS, authorization: `Bearer ${token}` },
    body: webClientBody(operation),
  }));

const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Each request of each case once per session (twice: the second answer is the one a kept
 * catalogue answer gives), checked (200, no errors, a trade buyer's terms and a household's
 * null), its bytes kept for the bare server. Returns the answers' sizes and what MyTradeTerms said.
 */
async function probe(baseUrl, tokens) {
  const same = {};
  const sizes = {};
  const terms = {};
  for (const session of SESSIONS)
    for (const kase of CASES)
      for (const [i, req] of screenRequests(kase.operations, tokens[session]).entries()) {
        let answer;
        for (let attempt = 0; attempt < 2; attempt++)
          answer = await request(baseUrl, req.path, { method: req.method, headers: req.headers, body: req.body });
        const text = answer.text();
        if (answer.status !== 200 || text.includes('"errors":['))
          throw new Error(`${kase.operations[i]} for the ${session} answered ${answer.status}: ${text.slice(0, 300)}`);
        if (kase.operations[i] === 'MyTradeTerms') {
          const found = JSON.parse(text).data.myTradeTerms;
          if ((session === 'trade') !== (found !== null))
            throw new Error(`MyTradeTerms for the ${session}: ${text.slice(0, 200)}`);
          terms[session] = found;
        }
        same[`${session}-${kase.key}-${i}`] = {
          status: answer.status,
          contentType: answer.contentType,
          body: answer.bytes.toString('base64'),
          headers: answer.headers.filter(([name]) => !OWN_HEADERS.has(name)),
        };
        sizes[`${session}-${kase.key}-${i}`] = answer.bytes.length;
      }
  return { same, sizes, terms };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { first: values[0], median: median(values), p95: rank(95), min: sorted[0], max: sorted.at(-1) };
}

/**
 * A case in `rounds` rounds, each: the household's bare twin, the household, the trade buyer, the
 * trade buyer's bare twin (reversed every other round), each a warm-up and a measured run. Per
 * round: each session's req/s against its bare twin and the trade buyer's against the household's.
 */
async function measureCase(kase, { app, bare, tokens, dbPid, options }) {
  const setup = (pid) => ({
    pid,
    dbPid,
    connections: options.connections,
    warmupSeconds: 1,
    seconds: options.roundSeconds,
    timeoutSeconds: 30,
  });
  const targets = {};
  for (const session of SESSIONS) {
    const requests = screenRequests(kase.operations, tokens[session]);
    targets[session] = { url: app.url, requests, graphql: true };
    targets[`bare-${session}`] = {
      url: bare.url,
      requests: requests.map((req, i) => ({ ...req, path: `/same/${session}-${kase.key}-${i}` })),
      graphql: true,
    };
  }
  const order = ['bare-household', 'household', 'trade', 'bare-trade'];
  const results = Object.fromEntries(order.map((side) => [side, []]));
  const ratios = { household: [], trade: [], tradeToHousehold: [], cpuTradeToHousehold: [] };
  progress(`${kase.label}, ${options.rounds} rounds of ${options.roundSeconds} s:`);
  for (let round = 0; round < options.rounds; round++) {
    const measured = {};
    for (const side of round % 2 ? [...order].reverse() : order) {
      const pid = side.startsWith('bare') ? bare.pid : app.pid;
      const result = await measure(targets[side], setup(pid));
      const failures = result.non2xx + result.errors + result.mismatches + result.timeouts;
      if (failures > 0)
        throw new Error(
          `${side} (${kase.key}): ${failures} failed answers of ${result.answered} (${JSON.stringify(result.statusCodes)}, ${result.mismatches} with GraphQL errors)`,
        );
      measured[side] = result;
      results[side].push(result);
    }
    for (const session of SESSIONS)
      ratios[session].push(measured[session].reqPerSecond / measured[`bare-${session}`].reqPerSecond);
    ratios.tradeToHousehold.push(measured.trade.reqPerSecond / measured.household.reqPerSecond);
    ratios.cpuTradeToHousehold.push(measured.trade.cpuPerRequest / measured.household.cpuPerRequest);
    progress(
      `  round ${round + 1}: ${order
        .map(
          (side) =>
            `${side} ${whole(measured[side].reqPerSecond)} req/s${side.startsWith('bare') ? '' : `, ${Math.round(measured[side].cpuPerRequest)} µs, p99 ${measured[side].p99} ms`}`,
        )
        .join(' | ')} | trade/household ${pct(ratios.tradeToHousehold.at(-1))}`,
    );
  }
  const pick = (side, name) => median(results[side].map((r) => r[name]));
  const rows = Object.fromEntries(
    order.map((side) => [
      side,
      {
        reqPerSecond: pick(side, 'reqPerSecond'),
        cpuPerRequest: pick(side, 'cpuPerRequest'),
        dbCpuPerRequest: pick(side, 'dbCpuPerRequest'),
        p50: pick(side, 'p50'),
        p99: pick(side, 'p99'),
        worstP99: Math.max(...results[side].map((r) => r.p99)),
        answered: results[side].reduce((sum, r) => sum + r.answered, 0),
      },
    ]),
  );
  const spread = (values) => [Math.min(...values), Math.max(...values)];
  return {
    kase,
    rows,
    ofBare: {
      household: { median: median(ratios.household), spread: spread(ratios.household) },
      trade: { median: median(ratios.trade), spread: spread(ratios.trade) },
    },
    tradeToHousehold: { median: median(ratios.tradeToHousehold), spread: spread(ratios.tradeToHousehold) },
    cpuTradeToHousehold: { median: median(ratios.cpuTradeToHousehold), spread: spread(ratios.cpuTradeToHousehold) },
  };
}

/** `runs` placeOrder calls per session, alternating, each alone once the server is idle; as the web client sends it. */
async function timePlaceOrder(app, tokens, cart, runs) {
  const input = { items: cart.map(({ productId, quantity }) => ({ productId, quantity })) };
  const body = webClientBody('PlaceOrder', { input });
  const timings = { household: [], trade: [] };
  const totals = {};
  progress(`placeOrder, ${runs} calls each (${cart.map((l) => `${l.quantity} × ${l.productId}`).join(', ')}):`);
  for (let i = 0; i < runs; i++) {
    for (const session of i % 2 ? [...SESSIONS].reverse() : SESSIONS) {
      await waitIdle(app.pid);
      const started = performance.now();
      const answer = await request(app.url, '/graphql', {
        method: 'POST',
        headers: { ...WEB_CLIENT_HEADERS, authorization: `Bearer ${tokens[session]}`, 'idempotency-key': randomUUID() },
        body,
      });
      const took = performance.now() - started;
      const placed = JSON.parse(answer.text()).data?.placeOrder;
      if (!placed)
        throw new Error(`placeOrder for the ${session} failed (${answer.status}): ${answer.text().slice(0, 400)}`);
      timings[session].push(took);
      totals[session] = placed.totalAmount;
    }
    progress(`  ${i + 1}/${runs}: household ${ms(timings.household.at(-1))}, trade ${ms(timings.trade.at(-1))}`);
  }
  return { timings, totals };
}

/**
 * For each session alone: the server started again with --cpu-prof, the storefront screen's load
 * (a warm-up, then `profileSeconds` measured), the server stopped (it writes the profile), and the
 * samples of the measured run summed up per screen loaded.
 */
async function profileSessions({ main, nodeFlags, env, scratch, userNames, options }) {
  const storefront = CASES.find((kase) => kase.key === 'storefront');
  const summaries = {};
  for (const session of SESSIONS) {
    const dir = join(options.cpuProf, session);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const app = await startPinned({
      name: `WATERS server (profiled, ${session})`,
      nodeFlags: [...nodeFlags, '--cpu-prof', `--cpu-prof-dir=${dir}`],
      script: main,
      env,
      logFile: join(scratch, `server-profiled-${session}.log`),
      ready: /WATERS is listening on (http:\/\/\S+)/,
    });
    const token = await customerToken(app.url, userNames[session]);
    const target = { url: app.url, requests: screenRequests(storefront.operations, token), graphql: true };
    const setup = { pid: app.pid, connections: options.connections, warmupSeconds: 0, timeoutSeconds: 30 };
    await measure(target, { ...setup, seconds: 3 });
    // The profile's clock is the monotonic one (process.hrtime): the measured run's samples are these.
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await measure(target, { ...setup, seconds: options.profileSeconds });
    const to = Number(process.hrtime.bigint() / 1000n);
    await app.stop();
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the ${session} server wrote no CPU profile in ${dir}`);
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    // Places of the build are named from the server directory it is in (dist/…).
    const summary = summarizeCpuProfile(profile, { root: dirname(dirname(main)), from, to });
    const screens = result.answered / storefront.operations.length;
    const perScreen = (list) => new Map(list.map(({ name, micros: m }) => [name, m / screens]));
    summaries[session] = {
      file: join(dir, file),
      screens,
      reqPerSecond: result.reqPerSecond,
      busyPerScreen: summary.busyMicros / screens,
      places: perScreen(summary.places),
      functions: perScreen(summary.functions),
      appFunctions: perScreen(summary.appFunctions),
    };
    progress(`Profiled the ${session}: ${join(dir, file)}.`);
  }
  return summaries;
}

function reproduceCommand() {
  const env = process.env.BENCH_MYSQL_URL
    ? `BENCH_MYSQL_URL=${process.env.BENCH_MYSQL_URL.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')} `
    : '';
  const args = process.argv.slice(2).join(' ');
  return `cd server && ${env}npm run bench:trade${args ? ` -- ${args}` : ''}`;
}

function caseTable(measured, sizes) {
  const lines = [
    '| session | req/s | screens/s | % of bare (same bytes) | server CPU µs/req | mysqld CPU µs/req | p50 | p99 (worst round) | answers |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const perScreen = measured.kase.operations.length;
  for (const side of ['household', 'bare-household', 'trade', 'bare-trade']) {
    const r = measured.rows[side];
    const session = side.replace('bare-', '');
    const ofBare = side.startsWith('bare')
      ? ''
      : `${pct(measured.ofBare[session].median)} (${measured.ofBare[session].spread.map((x) => Math.round(100 * x)).join('–')})`;
    const answers = measured.kase.operations
      .map((operation, i) => `${operation} ${size(sizes[`${session}-${measured.kase.key}-${i}`])}`)
      .join(', ');
    lines.push(
      `| ${side === 'trade' ? 'trade buyer' : side === 'bare-trade' ? 'bare node:http (trade bytes)' : side === 'bare-household' ? 'bare node:http (household bytes)' : 'household'} | ${whole(r.reqPerSecond)} | ${whole(r.reqPerSecond / perScreen)} | ${ofBare} | ${side.startsWith('bare') ? '' : micros(r.cpuPerRequest)} | ${side.startsWith('bare') ? '' : micros(r.dbCpuPerRequest)} | ${latency(r.p50)} | ${latency(r.p99)} (${latency(r.worstP99)}) | ${side.startsWith('bare') ? '' : answers} |`,
    );
  }
  const t = measured.tradeToHousehold;
  const c = measured.cpuTradeToHousehold;
  const within = t.median >= 1 - ALLOWED && c.median <= 1 + ALLOWED;
  lines.push(
    '',
    `Trade buyer against household (median of the rounds' own ratios): **${pct(t.median)} of the household's req/s** (${t.spread.map((x) => Math.round(100 * x)).join('–')} %), **${pct(c.median)} of its server CPU per request** (${c.spread.map((x) => Math.round(100 * x)).join('–')} %)${measured.kase.part ? '.' : `: ${within ? `within ${100 * ALLOWED} %` : `**not** within ${100 * ALLOWED} %`}.`}`,
  );
  return { text: lines.join('\n'), within };
}

/** Per screen loaded: where each session's server time went (self time), and what the trade buyer adds. */
function profileReport(summaries) {
  const h = summaries.household;
  const t = summaries.trade;
  const difference = (key, count) => {
    const names = new Set([...h[key].keys(), ...t[key].keys()]);
    return [...names]
      .map((name) => ({ name, household: h[key].get(name) ?? 0, trade: t[key].get(name) ?? 0 }))
      .map((row) => ({ ...row, more: row.trade - row.household }))
      .sort((a, b) => b.more - a.more)
      .slice(0, count);
  };
  const row = ({ name, household, trade, more }) =>
    `| ${name.includes(':') ? `\`${name}\`` : name} | ${whole(household)} | ${whole(trade)} | ${more >= 0 ? '+' : ''}${whole(more)} |`;
  return [
    `Profiles: household \`${h.file}\` (${whole(h.screens)} screens, ${whole(h.reqPerSecond)} req/s under the profiler), trade buyer \`${t.file}\` (${whole(t.screens)} screens, ${whole(t.reqPerSecond)} req/s). Busy time per screen: household ${whole(h.busyPerScreen)} µs, trade buyer ${whole(t.busyPerScreen)} µs (+${whole(t.busyPerScreen - h.busyPerScreen)} µs).`,
    '',
    '| where (self time), µs per screen | household | trade buyer | trade buyer more |',
    '|---|---:|---:|---:|',
    ...difference('places', 12).map(row),
    '',
    '| function (self time), µs per screen | household | trade buyer | trade buyer more |',
    '|---|---:|---:|---:|',
    ...difference('functions', 20).map(row),
    '',
    "| the server's own function (with what it calls before its first await), µs per screen | household | trade buyer | trade buyer more |",
    '|---|---:|---:|---:|',
    ...difference('appFunctions', 12).map(row),
    '',
  ].join('\n');
}

async function main() {
  const options = parseOptions();
  for (const file of [MAIN, SEED_HISTORY])
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build --workspace server)`);
  pinSelf(1);
  const nodeFlags = serverNodeFlags();
  // The measured build: this checkout's, or --dist's with the flags of its own start:prod.
  const measuredMain = options.dist ? join(options.dist, 'main.js') : MAIN;
  if (!existsSync(measuredMain)) throw new Error(`${measuredMain} is missing: build it first`);
  const ownPackage = options.dist ? join(dirname(options.dist), 'package.json') : null;
  const measuredFlags = ownPackage && existsSync(ownPackage) ? serverNodeFlags(ownPackage) : nodeFlags;
  const database = tradeDatabase(options);
  const scratch = mkdtempSync(join(tmpdir(), 'waters-trade-'));
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
      env: { ...env, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'true' },
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
      { PATH: process.env.PATH, DATABASE_URL: database.url },
    );
    seeding.history = performance.now() - started;
    started = performance.now();
    const db = await connect(database);
    try {
      await seedTrade(db, options);
    } finally {
      await db.end();
    }
    seeding.trade = performance.now() - started;
  }

  const db = await connect(database);
  onCleanup(() => db.end());
  const customers = await chooseCustomers(db);
  const cart = await chooseCart(db);
  const data = await describeData(db);
  const dbPid = findDatabasePid();

  // The server, as in production, pinned to core 0.
  const production = { ...env, NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') };
  const app = await startPinned({
    name: 'WATERS server',
    nodeFlags: measuredFlags,
    script: measuredMain,
    env: production,
    logFile: join(scratch, 'server.log'),
    ready: /WATERS is listening on (http:\/\/\S+)/,
  });
  onCleanup(() => app.stop());
  const tokens = {
    household: await customerToken(app.url, customers.household.userName),
    trade: await customerToken(app.url, customers.trade.userName),
  };
  progress(
    `Server at ${app.url}; signed in as ${customers.household.userName} (household, ${customers.household.orders} orders) and ${customers.trade.userName} (${customers.trade.businessName}, ${BUYER_GROUP}, ${customers.trade.orders} orders).`,
  );
  const probed = await probe(app.url, tokens);
  const sameFile = join(scratch, 'same.json');
  writeFileSync(sameFile, JSON.stringify(probed.same));
  const bare = await startPinned({
    name: 'bare server',
    script: BARE_SERVER,
    args: [sameFile, sameFile],
    env: { PATH: process.env.PATH },
    ready: /listening on (http:\/\/\S+)/,
  });
  onCleanup(() => bare.stop());

  const measured = [];
  for (const kase of CASES) measured.push(await measureCase(kase, { app, bare, tokens, dbPid, options }));
  const placing = await timePlaceOrder(app, tokens, cart, options.runs);
  await bare.stop();
  await app.stop();
  const loadAtEnd = loadAverage();
  const profiles = options.cpuProf
    ? await profileSessions({
        main: measuredMain,
        nodeFlags: measuredFlags,
        env: production,
        scratch,
        userNames: { household: customers.household.userName, trade: customers.trade.userName },
        options,
      })
    : null;

  const d = data;
  const terms = probed.terms.trade;
  const tiers = terms.products.reduce((sum, p) => sum + p.tiers.length, 0);
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const tables = measured.map((m) => ({ m, ...caseTable(m, probed.sizes) }));
  const place = (session) => stats(placing.timings[session]);
  const placeRow = (label, s) =>
    `| ${label} | ${placing.timings.household.length} | ${ms(s.first)} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.min)} | ${ms(s.max)} |`;
  const ph = place('household');
  const pt = place('trade');
  const report = `## Trade buyers at scale (${when} UTC)

- Command: \`${reproduceCommand()}\`
- Machine: ${describeMachine()}; load average ${loadAtEnd} at the end of the measured rounds; ${pinning.reason}
- Database: ${d.server}
- Data: ${whole(d.counts.orders)} orders, ${whole(d.counts.lines)} order lines, ${whole(d.counts.customers)} customers, ${whole(d.counts.products)} products (${whole(d.counts.rules)} with a trade rule); ${whole(d.counts.accounts)} APPROVED trade accounts with ${whole(d.counts.tradeOrders)} orders between them; ${whole(d.counts.prices)} trade price rows (${whole(d.counts.windowed)} with a validity window)
- Price groups: ${d.groups.map((g) => `${g.name} (${whole(g.accounts)} accounts, ${g.prices} rows, minimum ₱${whole(g.minOrder / 100)}${g.terms ? `, ${g.terms} days` : ''})`).join('; ')}
${options.reuse ? `- Database reused (--reuse): not seeded this run` : `- Seeding: first start ${ms(seeding.firstStart)}, seed:history ${ms(seeding.history)}, trade data ${ms(seeding.trade)}`}
- Sessions: household ${customers.household.userName} (${customers.household.orders} orders); trade buyer ${customers.trade.userName}, "${customers.trade.businessName}" in ${BUYER_GROUP} (${customers.trade.orders} orders); MyTradeTerms gives the buyer ${terms.products.length} products, ${tiers} tiers today
- Server: \`node ${[...measuredFlags, 'dist/main.js'].join(' ')}\`${options.dist ? ` (the build in ${options.dist})` : ''}, NODE_ENV=production; autocannon, ${options.connections} connections, ${options.rounds} rounds of ${options.roundSeconds} s per case (bare, household, trade buyer, bare; reversed every other round); requests as the web client sends them (trusted documents with Apollo's \`__typename\`, its Accept header)

${tables.map(({ m, text }) => `### ${m.kase.label}\n\n${text}`).join('\n\n')}

### placeOrder (${CART_LINES} lines of ${CART_QUANTITY} packs, pickup, cash; each call alone)

| session | calls | first | median | p95 | min | max |
|---|---:|---:|---:|---:|---:|---:|
${placeRow('household', ph)}
${placeRow('trade buyer', pt)}

Order totals: household ₱${placing.totals.household}, trade buyer ₱${placing.totals.trade}. Trade buyer's median ${pct(pt.median / ph.median)} of the household's.
${profiles ? `\n### CPU profiles (the storefront screen, each session alone on a server started with --cpu-prof, ${options.profileSeconds} s after a 3 s warm-up)\n\n${profileReport(profiles)}` : ''}
Whole run: ${seconds(benchStarted)}.
`;
  console.log(report);
  if (options.out) {
    writeFileSync(options.out, report);
    progress(`Written to ${options.out}`);
  }
  if (options.keep)
    progress(`Kept ${database.connection.database}: npm run bench:trade -- --reuse ${database.connection.database}`);
}

try {
  await main();
} catch (error) {
  console.error(`Trade benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
