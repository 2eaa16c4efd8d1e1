import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import type { ApiKeyCheck } from '../../../http/access/api-key-check.js';
import { RequestCallers } from '../../../http/access/request-callers.js';
import { catalogueOnlyAnswers } from './catalogue-answers.plugin.js';
import { registerCatalogueAnswers } from './kept-answer-routes.js';
import { KeptCatalogueAnswers, type CachedCatalogue } from './kept-answers.js';

const known: Record<string, AuthUser> = {
  customer: { id: 'c1', role: Role.Customer, fullName: 'C', sessionId: 's1' },
  other: { id: 'c2', role: Role.Customer, fullName: 'D', sessionId: 's3' },
  employee: { id: 'e1', role: Role.Employee, fullName: 'E', sessionId: 's2' },
};

describe('catalogue answers kept for known tokens', () => {
  let fastify: FastifyInstance;
  let lists: { all: readonly never[] | null; available: readonly never[] | null } | null = {
    all: Object.freeze([]),
    available: Object.freeze([]),
  };
  let executed = 0;

  beforeAll(async () => {
    fastify = Fastify();
    const catalogue: CachedCatalogue = { cachedListings: () => lists };
    registerCatalogueAnswers(
      fastify,
      new KeptCatalogueAnswers(
        new RequestCallers(
          {
            userFor: async (token) => known[token] ?? null,
            knownUser: (token) => known[token] ?? null,
            verify: async () => null,
          },
          {} as ApiKeyCheck,
        ),
        catalogue,
      ),
    );
    // Stands for Apollo: answers every query, and marks the catalogue-only ones as the plugin does.
    fastify.post('/graphql', async (request, reply) => {
      executed += 1;
      const { query } = request.body as { query: string };
      if (query.includes('availableProducts')) catalogueOnlyAnswers.add(request);
      return reply.type('application/json; charset=utf-8').send(`{"data":{"n":${executed}}}\n`);
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => fastify.close());
  beforeEach(() => {
    executed = 0;
    lists = { all: Object.freeze([]), available: Object.freeze([]) };
  });

  const post = async (token: string | null, query: string, variables?: object) => {
    const { port } = fastify.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { type: response.headers.get('content-type'), body: await response.text() };
  };
  const AVAILABLE = '{ availableProducts { productId } }';

  it('sends the kept answer to the same role without running the query again', async () => {
    const first = await post('customer', AVAILABLE);
    expect(await post('other', AVAILABLE)).toEqual(first);
    expect(await post('customer', AVAILABLE)).toEqual(first);
    expect(executed).toBe(1);
  });

  it('runs the query again once the catalogue lists were replaced', async () => {
    await post('customer', AVAILABLE);
    lists = { all: lists!.all, available: Object.freeze([]) };
    expect((await post('customer', AVAILABLE)).body).toBe('{"data":{"n":2}}\n');
  });

  it('neither loads a catalogue that is not cached nor keeps an answer without one', async () => {
    lists = null;
    await post('customer', AVAILABLE);
    await post('customer', AVAILABLE);
    expect(executed).toBe(2);
  });

  it('keeps an answer made while only one list was cached, until that list or the other one changes', async () => {
    lists = { all: null, available: Object.freeze([]) };
    await post('customer', AVAILABLE);
    expect((await post('customer', AVAILABLE)).body).toBe('{"data":{"n":1}}\n');
    lists = { all: Object.freeze([]), available: lists.available };
    expect((await post('customer', AVAILABLE)).body).toBe('{"data":{"n":2}}\n');
    lists = { all: lists.all, available: Object.freeze([]) };
    expect((await post('customer', AVAILABLE)).body).toBe('{"data":{"n":3}}\n');
  });

  it('keeps answers apart by role, document and variables', async () => {
    await post('customer', AVAILABLE);
    await post('employee', AVAILABLE);
    await post('customer', `${AVAILABLE} `);
    await post('customer', AVAILABLE, { x: 1 });
    expect(executed).toBe(4);
  });

  it('never keeps what the plugin did not mark, nor answers unknown callers from memory', async () => {
    await post('customer', '{ myOrders { orderId } }');
    await post('customer', '{ myOrders { orderId } }');
    await post(null, AVAILABLE);
    await post(null, AVAILABLE);
    await post('nobody', AVAILABLE);
    expect(executed).toBe(5);
  });
});
