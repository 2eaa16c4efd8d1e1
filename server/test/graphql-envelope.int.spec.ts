import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const CATALOGUE = '{ availableProducts { productId } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

eachDatabase('a malformed GraphQL envelope', (driver) => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(() => t?.close());

  /** POSTs a body written as is, as the customer (so the catalogue's fast paths are in play). */
  async function post(body: string) {
    const answer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body,
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { errors?: { message: string; extensions?: { code?: string } }[] },
    };
  }

  it.each([
    [
      'an operationName the document does not define',
      `{"query":${JSON.stringify(CATALOGUE)},"operationName":"nope"}`,
      'BAD_REQUEST',
      'Unknown operation named "nope".',
    ],
    [
      'an empty operationName',
      `{"query":${JSON.stringify(CATALOGUE)},"operationName":""}`,
      'BAD_REQUEST',
      'Unknown operation named "".',
    ],
    [
      'no operationName for a document of two operations',
      '{"query":"query A { __typename } query B { __typename }"}',
      'BAD_REQUEST',
      'Must provide operation name if query contains multiple operations.',
    ],
    [
      'a subscription',
      '{"query":"subscription { __typename }"}',
      'BAD_REQUEST',
      'Subscriptions are not supported: live order changes are sent as server-sent events (GET /api/live/orders).',
    ],
    [
      'a persisted query whose hash does not match',
      `{"query":${JSON.stringify(CATALOGUE)},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}`,
      'BAD_REQUEST',
      'provided sha does not match query',
    ],
    [
      'a persisted query of an unknown version',
      `{"query":${JSON.stringify(CATALOGUE)},"extensions":{"persistedQuery":{"version":2,"sha256Hash":"${sha256(CATALOGUE)}"}}}`,
      'BAD_REQUEST',
      'Unsupported persisted query version',
    ],
    [
      'a persisted query by its hash alone',
      // Not one of the web client's documents (those are named by their trusted-document id).
      `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${sha256(CATALOGUE)}"}}}`,
      'PERSISTED_QUERY_NOT_FOUND',
      'PersistedQueryNotFound',
    ],
  ])('answers %s with 400 and a code, never 500', async (_case, body, code, message) => {
    // Twice: the second time the document is known to every cache and fast path.
    for (let i = 0; i < 2; i++) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
  });

  it('still answers the same document with its real operation name, or none', async () => {
    for (const body of [
      `{"query":${JSON.stringify(`query Catalogue ${CATALOGUE}`)},"operationName":"Catalogue"}`,
      `{"query":${JSON.stringify(CATALOGUE)}}`,
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
  });
});
