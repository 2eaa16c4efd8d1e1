/**
 * npm run lighthouse: Lighthouse 12 (mobile preset, the default config) against the built
 * server and client, 3 runs per page, and a table of the medians.
 *
 *   npm run lighthouse --workspace client [-- --out report.md] [--runs 3] [--only /home,/storefront] [--json-dir dir] [--cpu 4]
 *
 * The preset slows the CPU 4×, which stands for a mid-tier phone only on a host of BenchmarkIndex
 * about 1,500; on a slower host (this one measures 1,000 in its slow phases) the same page scores
 * lower. So each run first measures the host's BenchmarkIndex in its browser (Lighthouse's own
 * function) and slows the CPU by the multiplier Lighthouse's throttling guide gives for that index
 * (its CPU throttling calculator); `--cpu 4` keeps the preset's fixed 4×.
 *
 * The server runs as in production (NODE_ENV=production) on a throwaway SQLite database.
 * The signed-in pages are measured as a customer (/storefront) and as an employee
 * (/order-page, with one order waiting): the session is put into the tab's sessionStorage
 * before the audit, as the login page leaves it. Debian's Chromium; a browser is never downloaded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIST = resolve(CLIENT, '..', 'server', 'dist');
// Another built client may be measured (LIGHTHOUSE_CLIENT_DIR), e.g. a copy taken while the build changes.
const CLIENT_DIST = process.env.LIGHTHOUSE_CLIENT_DIR ? resolve(process.env.LIGHTHOUSE_CLIENT_DIR) : join(CLIENT, 'dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const PAGES = [
  { path: '/home' },
  { path: '/our-products' },
  { path: '/portfolio' },
  { path: '/contact' },
  { path: '/storefront', as: 'customer' },
  { path: '/order-page', as: 'employee' },
];

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'json-dir': { type: 'string' },
    cpu: { type: 'string', default: 'calibrated' },
  },
});
const RUNS = Number(options.runs);
const FIXED_CPU = options.cpu === 'calibrated' ? null : Number(options.cpu);
if (FIXED_CPU !== null && !(FIXED_CPU >= 1)) throw new Error(`--cpu takes "calibrated" or a multiplier of at least 1 (got ${options.cpu})`);

/**
 * The CPU slowdown that makes this host stand for the preset's phone, from its BenchmarkIndex:
 * the piecewise line of Lighthouse's CPU throttling calculator (docs/throttling.md in the
 * Lighthouse repository): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The built server as in production, on its own SQLite file; resolves once it listens. */
async function startServer(env) {
  const child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.on('exit', done));
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolveUrl(match[1]);
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server stopped: ${output}`));
    });
  });
  return { url, stop: () => (child.kill('SIGTERM'), exited) };
}

async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

const login = async (url, field, userName, password) =>
  (await graphql(url, `mutation($input: LoginInput!) { ${field}(input: $input) { token userId role } }`, { input: { userName, password } }))[field];

/** A customer with one pending order (so the employee's queue is not empty), and an employee. */
async function createAccounts(url, env) {
  const password = `Lh-${randomBytes(9).toString('base64url')}`;
  const profile = { address: 'Rosario, Cavite', mobileNumber: '+63 917 555 0101' };
  await graphql(url, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { ...profile, userName: 'lh.customer', fullName: 'Lighthouse Customer', emailAddress: 'lh.customer@example.ph', password, confirmPassword: password },
  });
  const customer = await login(url, 'customerLogin', 'lh.customer', password);
  const { availableProducts } = await graphql(url, '{ availableProducts { productId } }', {}, customer.token);
  const items = availableProducts.slice(0, 3).map(({ productId }) => ({ productId, quantity: 2 }));
  await graphql(url, 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }', { input: { items } }, customer.token);

  const created = spawnSync(
    process.execPath,
    [
      join(SERVER_DIST, 'tools', 'create-employee.js'),
      '--username',
      'lh.employee',
      '--full-name',
      'Lighthouse Employee',
      '--email',
      'lh.employee@waters.ph',
      '--mobile',
      profile.mobileNumber,
      '--address',
      profile.address,
      '--password',
      password,
    ],
    { env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`create-employee failed: ${created.stderr || created.stdout}`);
  const employee = await login(url, 'employeeLogin', 'lh.employee', password);
  return { customer, employee };
}

/** The host's BenchmarkIndex in this tab: the median of three of Lighthouse's one-second measurements. */
async function hostBenchmarkIndex(page) {
  const indexes = [];
  for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return median(indexes);
}

/** One Lighthouse run in a fresh browser; a session, when given, is in the tab's sessionStorage first. */
async function audit(url, session) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (session) {
      // A JSON answer of the same origin: sets the storage without loading (and caching) the client.
      await page.goto(new URL('/health', url).href);
      await page.evaluate((s) => {
        sessionStorage.setItem('token', s.token);
        sessionStorage.setItem('userId', s.userId);
        sessionStorage.setItem('role', s.role);
      }, session);
    }
    // Measured in this browser just before the audit: the host's speed drifts within minutes.
    const hostIndex = FIXED_CPU === null ? await hostBenchmarkIndex(page) : null;
    const cpuSlowdownMultiplier = FIXED_CPU ?? cpuMultiplierFor(hostIndex);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    };
    const result = await lighthouse(url, flags, undefined, page);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // The whole report, for finding where the time goes (long tasks, script evaluation).
    if (options['json-dir']) writeFileSync(join(options['json-dir'], `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`), result.report);
    await browser.disconnect();
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      benchmarkIndex: hostIndex ?? result.lhr.environment.benchmarkIndex,
      lhIndex: result.lhr.environment.benchmarkIndex,
      cpu: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function table(rows) {
  const head = ['Page', 'Performance', 'Accessibility', 'LCP', 'TBT', 'CLS', 'FCP', 'Transferred', 'BenchmarkIndex', 'CPU slowdown'];
  const lines = rows.map((r) => [
    r.label,
    String(r.performance),
    String(r.accessibility),
    `${(r.lcp / 1000).toFixed(1)} s`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    `${(r.fcp / 1000).toFixed(1)} s`,
    `${Math.round(r.bytes / 1024)} KB`,
    String(Math.round(r.benchmarkIndex)),
    `${r.cpu.toFixed(1)}×`,
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * Chromium sometimes fails to record a run's trace (Lighthouse's NO_NAVSTART: "Please run
 * Lighthouse again"); such a run is taken again, up to twice, and counts once.
 */
async function auditRetried(url, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, session);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|run Lighthouse again/i.test(String(error))) throw error;
      console.log(`${url}: ${error.message} (taking the run again)`);
    }
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install -y chromium)`);
  for (const file of [join(SERVER_DIST, 'main.js'), join(CLIENT_DIST, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  const only = options.only?.split(',');
  const pages = PAGES.filter((p) => !only || only.includes(p.path));
  const dataDir = mkdtempSync(join(tmpdir(), 'waters-lighthouse-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    JWT_SECRET: 'lighthouse-only-secret-lighthouse-only-secret-0123456789',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dataDir, 'waters.sqlite')}`,
    CLIENT_DIR: CLIENT_DIST,
  };
  const server = await startServer(env);
  try {
    const sessions = pages.some((p) => p.as) ? await createAccounts(server.url, env) : {};
    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditRetried(`${server.url}${page.path}`, page.as ? sessions[page.as] : null));
      const row = { label: page.as ? `${page.path} (${page.as})` : page.path };
      for (const key of ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'fcp', 'bytes', 'benchmarkIndex', 'cpu']) row[key] = median(runs.map((r) => r[key]));
      rows.push(row);
      console.error(
        `${row.label}: ${runs.map((r) => r.performance).join(', ')} · BenchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')} (Lighthouse's own ${runs.map((r) => Math.round(r.lhIndex)).join(', ')}), CPU ${runs.map((r) => `${r.cpu.toFixed(1)}×`).join(', ')} · LCP element ${runs[0].lcpElement.slice(0, 100)}`,
      );
    }
    const cpu = FIXED_CPU === null ? 'CPU slowdown calibrated to the host before each run' : `CPU slowdown ${FIXED_CPU}×`;
    const markdown = `Lighthouse ${lighthouse.version ?? '12'} mobile preset, ${cpu}, median of ${RUNS} runs\n\n${table(rows)}\n`;
    console.log(markdown);
    if (options.out) writeFileSync(options.out, markdown);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`);
  process.exit(1);
});
