import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import type { EncodedBody } from '../../../common/http/encoded-body.js';
import { Role } from '../../../common/auth/role.js';
import type { Product } from '../product.entity.js';
import type { ProductsService } from '../products.service.js';
import { catalogueEdgeRoutes } from './catalogue-fast-path.js';

const known: Record<string, AuthUser> = {
  customer: { id: 'c1', role: Role.Customer, fullName: 'C', sessionId: 's1' },
  employee: { id: 'e1', role: Role.Employee, fullName: 'E', sessionId: 's2' },
};
const product = { productId: 'DRD-001', name: 'Danggit', priceCentavos: 12_500, status: 'Available', type: 'DRIED', imageUrl: '/images/d.webp' } as unknown as Product;
const catalogue = { listAll: async () => Object.freeze([product]), listAvailable: async () => Object.freeze([product]) } as unknown as ProductsService;
const routes = new Map(catalogueEdgeRoutes({ userFor: async (token) => known[token] ?? null }, catalogue).map((route) => [route.url, route]));

const ask = async (url: string, token?: string) => {
  const request = { headers: token ? { authorization: `Bearer ${token}` } : {} } as IncomingMessage;
  const answer = await routes.get(url)!.answer(request, null);
  return answer && { ...answer, json: JSON.parse((answer.body as EncodedBody).identity.toString()) };
};

describe('catalogue lists at the edge', () => {
  it('are GET routes counted by the request limit and logged', () => {
    expect([...routes.values()].map(({ method, url, counted, logsSuccess }) => ({ method, url, counted, logsSuccess }))).toEqual([
      { method: 'GET', url: '/api/Product/list', counted: true, logsSuccess: true },
      { method: 'GET', url: '/api/Product/available', counted: true, logsSuccess: true },
    ]);
  });

  it('answer a known token of the right role from the cached catalogue', async () => {
    const available = await ask('/api/Product/available', 'customer');
    expect(available).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    expect(available!.json).toEqual([expect.objectContaining({ productId: 'DRD-001' })]);
    expect((await ask('/api/Product/list', 'employee'))!.json[0]).toHaveProperty('productStatus');
  });

  it.each([
    ['no token', '/api/Product/available', undefined],
    ['an unknown token', '/api/Product/available', 'nobody'],
    ['the wrong role', '/api/Product/list', 'customer'],
  ])('leave %s to the controller', async (_case, url, token) => {
    expect(await ask(url, token)).toBeNull();
  });
});
