/**
 * Prints throughput and latency of the main API calls against the built server
 * (npm run bench). Loopback only, bounded in count; figures, not assertions.
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/waters_bench npm run bench   (MariaDB)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'waters-bench-'));
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: '', DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${join(dir, 'bench.sqlite')}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const url = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url, stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) };
}

const gql = (url, query, variables, token) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json());

async function measure(name, count, call) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, count) }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const body = await call();
        if (body.errors) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`${name.padEnd(28)} ${String(count).padStart(5)} req  ${(count / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  errors ${failures}`);
}

const server = await startServer();
try {
  const { url } = server;
  const customer = (await gql(url, 'mutation { customerLogin(input: { userName: "customer", password: "waters-customer" }) { token } }')).data.customerLogin.token;
  const employee = (await gql(url, 'mutation { employeeLogin(input: { userName: "employee", password: "waters-employee" }) { token } }')).data.employeeLogin.token;
  console.log(`WATERS API benchmark: ${url}, ${CONCURRENCY} concurrent clients, database ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'SQLite'}`);
  await measure('availableProducts', REQUESTS, () => gql(url, '{ availableProducts { productId productName productPrice } }', {}, customer));
  await measure('placeOrder (3 lines)', Math.floor(REQUESTS / 4), () =>
    gql(url, 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { items: [{ productId: 'DRD-001', quantity: 2 }, { productId: 'SMK-001', quantity: 1 }, { productId: 'MAR-001', quantity: 3 }] } }, customer),
  );
  await measure('ordersToAuthorize (+lines)', Math.floor(REQUESTS / 10), () => gql(url, '{ ordersToAuthorize { orderId cartItems { productName quantity } } }', {}, employee));
  await measure('customerLogin (argon2id)', 40, () => gql(url, 'mutation { customerLogin(input: { userName: "customer", password: "waters-customer" }) { token } }'));
} finally {
  server.stop();
}
