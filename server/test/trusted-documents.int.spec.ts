import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { documentId } from '../src/graphql/trusted/canonical-document.js';
import { TRUSTED_DOCUMENTS } from '../src/graphql/trusted/trusted-documents.generated.js';
import { UNTRUSTED_DOCUMENT } from '../src/graphql/trusted/trusted-documents.plugin.js';
import { TRUSTED_FILE, trustedDocumentsFile } from '../src/tools/write-trusted-documents.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { clientCall } from './support/trusted-calls.js';

/** The web client's storefront query, as its .graphql file has it (Apollo adds __typename on the way). */
const AVAILABLE = Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query AvailableProducts'))!;
const withTypenames = AVAILABLE.replace(/productId\n/, 'productId\n    __typename\n');

describe('trusted documents', () => {
  it('the committed list is what the web client holds now (npm run codegen writes it)', () => {
    expect(readFileSync(TRUSTED_FILE, 'utf8')).toBe(trustedDocumentsFile());
    expect(Object.keys(TRUSTED_DOCUMENTS).length).toBeGreaterThan(20);
  });

  it('one id for the same request however it is printed: __typename fields and spacing do not count', () => {
    expect(documentId(parse(withTypenames))).toBe(documentId(parse(AVAILABLE)));
    expect(documentId(parse(AVAILABLE.replace(/\s+/g, ' ')))).toBe(documentId(parse(AVAILABLE)));
  });
});

describe('TRUSTED_DOCUMENTS=strict', () => {
  let t: TestApp;
  let customer: string;
  let employee: string;
  let key: string;
  const post = (body: unknown, token?: string) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
    }));

  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustedDocuments: 'strict' });
    // Signed in as the web client signs in: with its own documents.
    const login = async (operation: string, field: string, account: { userName: string; password: string }) =>
      (await clientCall(t, operation, { input: account })).data![field].token as string;
    customer = await login('CustomerLogin', 'customerLogin', DEMO.customer);
    employee = await login('EmployeeLogin', 'employeeLogin', DEMO.employee);
    key = (await clientCall(t, 'CreateApiKey', { input: { name: 'Script', scopes: ['catalogue:read'] } }, customer))
      .data!.createApiKey.secret;
  });
  afterAll(() => t?.close());

  it("runs the web client's own operations, sent as text (as the client sends them) or by id alone", async () => {
    const byText = await post({ operationName: 'AvailableProducts', query: withTypenames, variables: {} }, customer);
    expect(byText.status).toBe(200);
    expect(byText.body.data.availableProducts.length).toBeGreaterThan(0);
    const id = documentId(parse(AVAILABLE));
    const byId = await post(
      {
        operationName: 'AvailableProducts',
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      },
      customer,
    );
    expect(byId.body.data).toEqual({ availableProducts: expect.any(Array) });
  });

  it('refuses any other document from anonymous callers and customers, and lets employees and API keys send it', async () => {
    const own = '{ availableProducts { productId productName } }';
    for (const token of [undefined, customer]) {
      const refused = await post({ query: own }, token);
      expect(refused.status).toBe(403);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: UNTRUSTED_DOCUMENT,
        extensions: { code: 'UNTRUSTED_DOCUMENT' },
      });
    }
    expect((await post({ query: own }, key)).body.data.availableProducts.length).toBeGreaterThan(0);
    expect((await post({ query: '{ products { productId } }' }, employee)).body.data.products.length).toBeGreaterThan(
      0,
    );
  });

  it('knows no id it was not built with, and learns none', async () => {
    const unknown = await post(
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
      employee,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const query = '{ me { id } }';
    const { createHash } = await import('node:crypto');
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }, employee);
    expect(
      (await post({ extensions: { persistedQuery: { version: 1, sha256Hash } } }, employee)).body.errors?.[0].extensions
        ?.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
