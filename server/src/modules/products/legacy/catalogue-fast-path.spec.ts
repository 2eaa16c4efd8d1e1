import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { Role } from '../../users/role.js';
import type { Product } from '../product.entity.js';
import type { ProductsService } from '../products.service.js';
import { registerCatalogueFastPath } from './catalogue-fast-path.js';

const known: Record<string, AuthUser> = {
  customer: { id: 'c1', role: Role.Customer, fullName: 'C', sessionId: 's1' },
  employee: { id: 'e1', role: Role.Employee, fullName: 'E', sessionId: 's2' },
};
const product = { productId: 'DRD-001', name: 'Danggit', priceCentavos: 12_500, status: 'Available', type: 'DRIED', imageUrl: '/images/d.webp' } as unknown as Product;
const catalogue = { listAll: async () => Object.freeze([product]), listAvailable: async () => Object.freeze([product]) } as unknown as ProductsService;

describe('catalogue fast path', () => {
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    registerCatalogueFastPath(fastify, { userFor: async (token) => known[token] ?? null }, catalogue);
    // Stands for the controller: whatever the fast path leaves reaches it.
    fastify.get('/api/Product/available', async () => 'controller');
    fastify.get('/api/Product/list', async () => 'controller');
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => fastify.close());

  const get = async (url: string, token?: string) => {
    const { port } = fastify.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { type: response.headers.get('content-type'), body: await response.text() };
  };

  it('answers a known token of the right role from the cached catalogue', async () => {
    const available = await get('/api/Product/available', 'customer');
    expect(available.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(available.body)).toEqual([expect.objectContaining({ productId: 'DRD-001' })]);
    expect(JSON.parse((await get('/api/Product/list', 'employee')).body)[0]).toHaveProperty('productStatus');
  });

  it.each([
    ['no token', '/api/Product/available', undefined],
    ['an unknown token', '/api/Product/available', 'nobody'],
    ['the wrong role', '/api/Product/list', 'customer'],
    ['a query string', '/api/Product/available?x=1', 'customer'],
  ])('leaves %s to the controller', async (_case, url, token) => {
    expect((await get(url, token)).body).toBe('controller');
  });
});
