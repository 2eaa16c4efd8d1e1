/**
 * npm run bench:compare: two or more builds of the server on one GET path (or `graphql`: the
 * storefront's AvailableProducts query as the web client sends it, POSTed), in turns with the
 * same-bytes bare server (bare, then each build, the builds' order reversed every round), for
 * telling whether a change helps on a host whose speed drifts within minutes.
 *
 *   cp -r dist dist-before      # before changing the code
 *   BUILDS=dist-before,dist npm run bench:compare -- /api/Product/available
 *
 * A build is a server `dist` directory inside server/ (where it resolves this repository's
 * node_modules); `dir|NAME=value` adds an environment variable to that build's process, and
 * `dir|--flag` runs it with that Node flag instead of start:prod's (`dir|--` with none):
 *
 *   BUILDS='dist|--,dist' npm run bench:compare -- graphql   # Node's default heap against start:prod's flags
 *
 * Env: BENCH_ROUNDS (6), BENCH_ROUND_SECONDS (3). Prints each round, and per build the median
 * ratio, server CPU per request and p99. Figures, never assertions.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, signIn } from './lib/app-session.mjs';
import { cleanup } from './lib/cleanup.mjs';
import { temporarySqlite } from './lib/database.mjs';
import { measure } from './lib/load.mjs';
import { pinSelf, startPinned } from './lib/processes.mjs';
import { serverNodeFlags } from './lib/server-command.mjs';
import { TRUSTED_DOCUMENTS } from '../dist/graphql/trusted/trusted-documents.generated.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const BARE_SERVER = fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url));
const path = process.argv[2] ?? '/api/Product/available';
/** The storefront's own query, as the web client sends it (production takes only the web client's documents). */
const AVAILABLE_PRODUCTS = JSON.stringify({
  operationName: 'AvailableProducts',
  query: Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query AvailableProducts')),
});
/** The request for a build (its URL and headers), as the load generator sends it. */
const caseOn = (url, headers) =>
  path === 'graphql'
    ? {
        url: `${url}/graphql`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: AVAILABLE_PRODUCTS,
        graphql: true,
      }
    : { url: `${url}${path}`, headers };
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const setup = {
  connections: 50,
  warmupSeconds: 1,
  seconds: Number(process.env.BENCH_ROUND_SECONDS ?? 3),
  timeoutSeconds: 30,
};
const specs = (process.env.BUILDS ?? 'dist').split(',');
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function startBuild(spec) {
  const [dir, ...extra] = spec.split('|');
  // `--flag` items replace start:prod's Node flags for this build (`--` alone: none); NAME=value items are its environment.
  const flagItems = extra.filter((item) => item.startsWith('--'));
  const nodeFlags = flagItems.length ? flagItems.filter((flag) => flag !== '--') : serverNodeFlags();
  const dist = resolve(SERVER_DIR, dir);
  const scratch = mkdtempSync(join(tmpdir(), 'waters-compare-'));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-Vq7rK2mX9pL4tW8zN3cJ6hB1sD5fG0aY',
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: resolve(SERVER_DIR, '../client/dist'),
    DATABASE_URL: temporarySqlite().url,
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    REQUESTS_PER_IP_PER_MINUTE: '100000000',
    ...Object.fromEntries(extra.filter((item) => !item.startsWith('--')).map((pair) => pair.split('='))),
  };
  const app = await startPinned({
    name: spec,
    nodeFlags,
    script: join(dist, 'main.js'),
    env,
    logFile: join(scratch, 'server.log'),
    ready: /WATERS is listening on (http:\/\/\S+)/,
  });
  const { customer } = await signIn(app.url, { createEmployeeScript: join(dist, 'tools/create-employee.js'), env });
  return {
    spec,
    app,
    target: caseOn(app.url, { authorization: `Bearer ${customer.token}` }),
    ratios: [],
    micros: [],
    p99s: [],
  };
}

async function main() {
  pinSelf(1);
  const builds = [];
  for (const spec of specs) builds.push(await startBuild(spec));
  const first = builds[0].target;
  const answer = await request(first.url, '', { method: first.method, headers: first.headers, body: first.body });
  if (answer.status !== 200 || answer.text().includes('"errors":['))
    throw new Error(`${path} answered ${answer.status}: ${answer.text().slice(0, 300)}`);
  const sameFile = join(mkdtempSync(join(tmpdir(), 'waters-compare-')), 'same.json');
  const same = {
    status: answer.status,
    contentType: answer.contentType,
    body: answer.bytes.toString('base64'),
    headers: answer.headers.filter(([name]) => !OWN.has(name)),
  };
  writeFileSync(sameFile, JSON.stringify({ case: same }));
  const bare = await startPinned({
    name: 'bare server',
    script: BARE_SERVER,
    args: [sameFile, sameFile],
    env: { PATH: process.env.PATH },
    ready: /listening on (http:\/\/\S+)/,
  });
  for (let round = 0; round < rounds; round++) {
    const base = await measure({ ...first, url: `${bare.url}/same/case` }, { ...setup, pid: bare.pid });
    let line = `round ${round + 1}: bare ${Math.round(base.reqPerSecond)} req/s`;
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const result = await measure(build.target, { ...setup, pid: build.app.pid });
      build.ratios.push(result.reqPerSecond / base.reqPerSecond);
      build.micros.push(result.cpuPerRequest);
      build.p99s.push(result.p99);
      line += ` | ${build.spec} ${Math.round(result.reqPerSecond)} req/s, ${Math.round(result.cpuPerRequest)} µs, p99 ${result.p99} ms, ${(100 * build.ratios.at(-1)).toFixed(1)} %`;
    }
    console.log(line);
  }
  for (const build of builds) {
    const figures = `${(100 * median(build.ratios)).toFixed(1)} % of bare (same bytes), ${Math.round(median(build.micros))} µs, p99 ${median(build.p99s)} ms`;
    console.log(`${build.spec}: median ${figures} over ${rounds} rounds`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`Comparison failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
