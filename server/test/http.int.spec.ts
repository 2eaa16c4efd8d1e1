import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { READ_DATA_SOURCE } from '../src/database/reads.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const post = (url: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(url, { method: 'POST', headers, body });

describe('HTTP surface', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('GET /health answers 200 {"status":"ok"}', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const api = await fetch(`${t.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await post(`${t.url}/storefront`, '{}')).status).toBe(404);
  });

  it('keeps SQLite in WAL mode with foreign keys on', async () => {
    const dataSource = t.app.get(DataSource);
    expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
  });

  it('sends basic security headers', async () => {
    const response = await fetch(`${t.url}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers 400 (never 500) for malformed GraphQL requests', async () => {
    expect((await post(`${t.url}/graphql`, '{"query": ')).status).toBe(400);
    expect((await post(`${t.url}/graphql`, '{"query": "{ nope }"}')).status).toBe(400);
    expect((await post(`${t.url}/graphql`, '{"query": 42}')).status).toBe(400);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ query: `{ me { id } }`, variables: { pad: 'x'.repeat(1_100_000) } });
    expect((await post(`${t.url}/graphql`, big)).status).toBe(413);
  });

  it('ignores a malformed XSRF-TOKEN cookie instead of failing', async () => {
    const response = await fetch(`${t.url}/health`, { headers: { cookie: 'XSRF-TOKEN=%E0%A4%A' } });
    expect(response.status).toBe(200);
    const login = await post(
      `${t.url}/api/Login/customer-login`,
      JSON.stringify({ UserName: 'customer', PasswordHash: 'waters-customer' }),
      {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=%E0%A4%A',
        'x-xsrf-token': '%E0%A4%A',
      },
    );
    expect(login.status).toBe(200);
  });

  it('answers 503 once the database stops answering, and a server error (not an ended session) to signed-in calls', async () => {
    const token = await t.login('customer', 'customer', 'waters-customer');
    // Every connection goes: the main one and SQLite's separate read connection.
    const reads = t.app.get<DataSource>(READ_DATA_SOURCE);
    await t.app.get(DataSource).destroy();
    if (reads.isInitialized) await reads.destroy();
    // A database check answers for one second: within the next second the health check says so.
    let response!: Response;
    await eventually(async () => (response = await fetch(`${t.url}/health`)).status !== 200, 2000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    const me = await t.gql('{ me { id } }', {}, token);
    expect(me.errors?.[0]).toMatchObject({
      message: 'Internal server error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: 'production', seedDemoAccounts: false, trustedDocuments: 'off' });
  });
  afterAll(() => t?.close());

  it('creates no default accounts', async () => {
    const result = await t.gql(
      'mutation { employeeLogin(input: { userName: "employee", password: "waters-employee" }) { token } }',
    );
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides schema details and stack traces', async () => {
    const introspection = await t.gql('{ __schema { types { name } } }');
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
    const typo = await t.gql('{ availableProduct { productId } }');
    expect(JSON.stringify(typo)).not.toMatch(/Did you mean/);
    const failure = await t.gql('{ me { id } }');
    expect(JSON.stringify(failure)).not.toMatch(/stacktrace|at .*\.ts/);
  });
});
