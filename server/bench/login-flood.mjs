/**
 * What a login flood does to everyone else (npm run bench:login-flood): 32 clients send wrong
 * passwords for random accounts from random addresses (a spread-out attack, so the per-address
 * limits do not stop it), while one customer browses the catalogue. Prints that customer's
 * latency with no flood, with the flood and the bounded hashing pool, and with the flood and
 * hashing unbounded (the pool as wide as libuv's). Server on core 0, load on core 1.
 * Figures, not assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './lib/server-command.mjs';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const FLOODERS = Number(process.env.FLOOD_CLIENTS ?? 32);
const PROBES = Number(process.env.FLOOD_PROBES ?? 300);
const hasTaskset = await new Promise((done) =>
  spawn('taskset', ['-c', '0', 'true'])
    .on('exit', (code) => done(code === 0))
    .on('error', () => done(false)),
);

async function startServer(extraEnv) {
  const dir = mkdtempSync(join(tmpdir(), 'waters-flood-'));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-k3v9ZyQ2mP8xW4tR7nB1cF6hJ0sL5dGa',
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: '',
    DATABASE_URL: `sqlite:${join(dir, 'flood.sqlite')}`,
    TRUST_PROXY: 'true',
    REQUESTS_PER_IP_PER_MINUTE: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
    ...extraEnv,
  };
  const node = [process.execPath, ...serverNodeFlags(), MAIN];
  const [command, args] = hasTaskset ? ['taskset', ['-c', '0', ...node]] : [node[0], node.slice(1)];
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const url = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve((clearInterval(timer), match[1]));
    }, 50);
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url, stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) };
}

const post = (url, path, body, headers = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function customerToken(url) {
  const account = {
    userName: 'browser',
    fullName: 'B',
    address: 'Kawit, Cavite',
    mobileNumber: '0917 555 0000',
    emailAddress: 'b@e.ph',
    passwordHash: 'tinapa-and-rice-42',
    confirmPassword: 'tinapa-and-rice-42',
  };
  await post(url, '/api/Login/register', account);
  return (
    await (
      await post(url, '/api/Login/customer-login', { UserName: 'browser', PasswordHash: 'tinapa-and-rice-42' })
    ).json()
  ).token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function probe(url, token) {
  const latencies = [];
  for (let i = 0; i < PROBES; i++) {
    const started = performance.now();
    await fetch(`${url}/api/Product/available`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.arrayBuffer(),
    );
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function flood(url) {
  let running = true;
  const statuses = {};
  const clients = Array.from({ length: FLOODERS }, async (_, i) => {
    for (let n = 0; running; n++) {
      const address = `198.51.${i}.${n % 250}`;
      const response = await post(
        url,
        '/api/Login/customer-login',
        { UserName: `victim-${n % 1000}`, PasswordHash: `guess-${n}` },
        { 'x-forwarded-for': address },
      ).catch(() => null);
      const status = response?.status ?? 'error';
      statuses[status] = (statuses[status] ?? 0) + 1;
      await response?.arrayBuffer();
    }
  });
  return { statuses, stop: async () => ((running = false), await Promise.all(clients)) };
}

async function scenario(name, env, withFlood) {
  const server = await startServer(env);
  try {
    const token = await customerToken(server.url);
    await probe(server.url, token); // warm up
    const attack = withFlood ? flood(server.url) : null;
    if (attack) await new Promise((done) => setTimeout(done, 1000));
    const started = performance.now();
    const result = await probe(server.url, token);
    const seconds = (performance.now() - started) / 1000;
    await attack?.stop();
    const answered = attack ? Object.values(attack.statuses).reduce((a, b) => a + b, 0) : 0;
    return {
      name,
      ...result,
      floodPerSecond: attack ? Math.round(answered / (seconds + 1)) : 0,
      statuses: attack ? JSON.stringify(attack.statuses) : '',
    };
  } finally {
    server.stop();
  }
}

const rows = [
  await scenario('no flood', {}, false),
  await scenario(`${FLOODERS} clients flooding logins, bounded hashing (default)`, {}, true),
  await scenario(
    `${FLOODERS} clients flooding logins, hashing unbounded`,
    { PASSWORD_HASH_CONCURRENCY: '4', PASSWORD_HASH_MAX_WAITING: '10000' },
    true,
  ),
];
console.log(
  `\nAnother customer's GET /api/Product/available (${PROBES} sequential requests)${hasTaskset ? ', server on core 0' : ''}\n`,
);
console.log('| case | p50 ms | p99 ms | flood answers/s | flood statuses |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.floodPerSecond} | ${r.statuses} |`);
