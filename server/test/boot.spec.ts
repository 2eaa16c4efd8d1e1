import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server (npm test builds it first), started as `npm start` starts it. */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function run(env: Record<string, string>): { child: ChildProcess; output: () => { stdout: string; stderr: string }; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

describe('starting the built server', () => {
  let work: string;
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build --workspace server" (npm test does)`);
    work = mkdtempSync(join(tmpdir(), 'waters-boot-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each([
    [{ DATABASE_URL: 'postgres://localhost/waters' }, 'Configuration error: DATABASE_URL must start with sqlite: or mysql:// (got "postgres")'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:' }, 'Configuration error: JWT_SECRET is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'too-short', DATABASE_URL: 'sqlite::memory:' }, 'Configuration error: JWT_SECRET must be at least 32 random bytes'],
    [{ PORT: 'eighty' }, 'Configuration error: PORT must be a whole number (got "eighty")'],
  ])('refuses to start with %j and says why in one line', async (env, reason) => {
    const server = run(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(reason)).toBe(true);
  });

  it('serves /health, the client (with SPA fallback) and /graphql on an empty SQLite file', async () => {
    const clientDir = join(work, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>WATERS</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const server = run({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(work, 'data', 'waters.sqlite')}`, CLIENT_DIR: clientDir });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /listening on (http:\/\/\S+)/.exec(server.output().stdout);
          if (match) {
            clearInterval(timer);
            resolve(match[1]);
          }
        }, 50);
        server.exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`server exited with ${code}: ${server.output().stderr}`));
        });
      });

      expect(existsSync(join(work, 'data', 'waters.sqlite'))).toBe(true);
      const health = await fetch(`${url}/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);

      for (const path of ['/', '/storefront', '/our-products', '/no-such-page']) {
        const page = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
      }
      const asset = await fetch(`${url}/assets/index-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const api404 = await fetch(`${url}/api/unknown`, { headers: { accept: 'text/html' } });
      expect(api404.status).toBe(404);
      expect(api404.headers.get('content-type')).toMatch(/application\/json/);

      const login = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { customerLogin(input: { userName: "customer", password: "waters-customer" }) { token } }' }),
      });
      const token = ((await login.json()) as { data: { customerLogin: { token: string } } }).data.customerLogin.token;
      const products = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ availableProducts { productId } }' }),
      });
      expect(((await products.json()) as { data: { availableProducts: unknown[] } }).data.availableProducts).toHaveLength(23);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
