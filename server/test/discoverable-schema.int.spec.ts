import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INTROSPECTION_REFUSED } from '../src/graphql/limits/introspection-gate.plugin.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const INTROSPECT = '{ __schema { queryType { name } } }';

describe('the schema for integrators, in production', () => {
  let t: TestApp;
  let customer: string;
  let employee: string;
  let key: string;

  beforeAll(async () => {
    // Production's rules, with the demo accounts to call as.
    t = await startTestApp('sqlite', { env: 'production', seedDemoAccounts: true, trustedDocuments: 'off' });
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const made = await t.gql(
      'mutation { createApiKey(input: { name: "Tools", scopes: ["orders:read"] }) { secret } }',
      {},
      customer,
    );
    key = made.data!.createApiKey.secret;
  });
  afterAll(() => t?.close());

  it('serves schema.graphql to anyone, byte for byte the repository file, cacheable', async () => {
    const response = await fetch(`${t.url}/graphql/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
    const again = await fetch(`${t.url}/graphql/schema.graphql`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('lets employees and API key holders introspect; anonymous callers and customers are refused', async () => {
    expect((await t.gql(INTROSPECT, {}, employee)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await t.gql(INTROSPECT, {}, key)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    for (const token of [undefined, customer, 'not-a-token', 'wtr_0000000000000000000000000000000000000000000']) {
      const refused = await t.gql('{ __type(name: "Order") { name } }', {}, token);
      expect(refused.errors?.[0]).toMatchObject({ message: INTROSPECTION_REFUSED, extensions: { code: 'FORBIDDEN' } });
      expect(refused.data ?? null).toBeNull();
    }
    // __typename is no introspection.
    expect((await t.gql('{ availableProducts { __typename } }', {}, customer)).errors).toBeUndefined();
  });
});
