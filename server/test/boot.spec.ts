import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningUrl, MAIN, run } from './support/built-server.js';
import { clientDocument } from './support/trusted-calls.js';

const CREATE_EMPLOYEE = fileURLToPath(new URL('../dist/tools/create-employee.js', import.meta.url));
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'q7Vx2LmN9pR4tY8wZ1aB5cD3eF6gH0jK-production-test-secret' };

describe('starting the built server', () => {
  let work: string;
  beforeAll(() => {
    if (!existsSync(MAIN))
      throw new Error(`${MAIN} is missing: run "npm run build --workspace server" (npm test does)`);
    work = mkdtempSync(join(tmpdir(), 'waters-boot-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each([
    [
      { DATABASE_URL: 'postgres://localhost/waters' },
      'Configuration error: DATABASE_URL must start with sqlite: or mysql:// (got "postgres")',
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:' },
      'Configuration error: JWT_SECRET is required when NODE_ENV=production',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'too-short', DATABASE_URL: 'sqlite::memory:' },
      'Configuration error: JWT_SECRET must be at least 32 random bytes',
    ],
    [{ PORT: 'eighty' }, 'Configuration error: PORT must be a whole number (got "eighty")'],
  ])('refuses to start with %j and says why in one line', async (env, reason) => {
    const server = run(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(reason)).toBe(true);
  });

  const gql = async (url: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: any; errors?: { message: string }[] };
  };

  // Three Node processes start one after another: with the browser suites beside them on two cores, more than a minute.
  it('in production has no default accounts; `npm run create-employee` makes one', async () => {
    const env = { ...PRODUCTION, DATABASE_URL: `sqlite:${join(work, 'prod', 'waters.sqlite')}` };
    const flags = [
      '--username',
      'maria',
      '--full-name',
      'Maria Santos',
      '--email',
      'maria@waters.ph',
      '--mobile',
      '+63 917 555 0101',
      '--address',
      'Rosario, Cavite',
      '--password',
      'pusit-and-tuyo-2026',
    ];
    const created = run(env, CREATE_EMPLOYEE, flags);
    expect(await created.exited).toBe(0);
    expect(created.output().stdout).toMatch(/^Created employee maria \(/);

    const again = run(env, CREATE_EMPLOYEE, flags);
    expect(await again.exited).toBe(1);
    expect(again.output().stderr.trim()).toBe('Could not create the employee: Username is already taken.');

    const server = run({ ...env, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: '' });
    try {
      const url = await listeningUrl(server);
      // Signed in as the employee portal signs in: production runs only the web client's own documents for strangers.
      const login = (userName: string, password: string) =>
        gql(url, clientDocument('EmployeeLogin'), { input: { userName, password } });
      const demo = await login('employee', 'waters-employee');
      expect(demo.errors?.[0].message).toBe('Invalid username or password');
      const maria = await login('maria', 'pusit-and-tuyo-2026');
      expect(maria.data.employeeLogin.role).toBe('Employee');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it('serves /health, the client (with SPA fallback) and /graphql on an empty SQLite file', async () => {
    const clientDir = join(work, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>WATERS</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const server = run({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(work, 'data', 'waters.sqlite')}`,
      CLIENT_DIR: clientDir,
    });
    try {
      const url = await listeningUrl(server);

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

      const login = await gql(
        url,
        'mutation { customerLogin(input: { userName: "customer", password: "waters-customer" }) { token } }',
      );
      const products = await gql(url, '{ availableProducts { productId } }', {}, login.data.customerLogin.token);
      expect(products.data.availableProducts).toHaveLength(23);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
