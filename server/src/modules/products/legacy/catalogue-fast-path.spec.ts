import { beforeEach, describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { allows } from '../../../http/access/access.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import type { EncodedBody } from '../../../http/encoded-body.js';
import { Role } from '../../../platform/identity/role.js';
import type { Product } from '../product.entity.js';
import type { ProductsService } from '../products.service.js';
import { catalogueEdgeRoutes } from './catalogue-fast-path.js';

const known: Record<string, AuthUser> = {
  customer: { id: 'c1', role: Role.Customer, fullName: 'C', sessionId: 's1' },
  employee: { id: 'e1', role: Role.Employee, fullName: 'E', sessionId: 's2' },
};
const product = {
  productId: 'DRD-001',
  name: 'Danggit',
  priceCentavos: 12_500,
  status: 'Available',
  type: 'DRIED',
  imageUrl: '/images/d.webp',
} as unknown as Product;
let cached: { all: readonly Product[] | null; available: readonly Product[] | null } | null = null;
const catalogue = { cachedListings: () => cached } as unknown as ProductsService;
const routes = new Map(catalogueEdgeRoutes(catalogue).map((route) => [route.url, route]));

/** As the edge asks: the route's access rule for the caller it knows from memory, then the answer. */
const ask = (url: string, token?: string) => {
  const route = routes.get(url)!;
  if (!allows(route.access, token ? (known[token] ?? null) : null)) return null;
  const answer = route.answer({ headers: {} } as IncomingMessage, null);
  if (answer instanceof Promise) throw new Error('an answer from memory is not awaited');
  return answer && { ...answer, json: JSON.parse((answer.body as EncodedBody).identity.toString()) };
};

describe('catalogue lists at the edge', () => {
  beforeEach(() => {
    cached = { all: Object.freeze([product]), available: Object.freeze([product]) };
  });

  it('are GET routes with the access rules of the controller handlers that answer them otherwise', () => {
    expect([...routes.values()].map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/api/Product/list', access: { kind: 'roles', roles: [Role.Employee] } },
      { method: 'GET', url: '/api/Product/available', access: { kind: 'roles', roles: [Role.Customer] } },
    ]);
  });

  it('answer a known token of the right role from the cached catalogue, at once', () => {
    const available = ask('/api/Product/available', 'customer');
    expect(available).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    expect(available!.json).toEqual([expect.objectContaining({ productId: 'DRD-001' })]);
    expect(ask('/api/Product/list', 'employee')!.json[0]).toHaveProperty('productStatus');
  });

  it('leave a list that is not cached to the controller (which reads it)', () => {
    cached = { all: Object.freeze([product]), available: null };
    expect(ask('/api/Product/available', 'customer')).toBeNull();
    expect(ask('/api/Product/list', 'employee')).not.toBeNull();
    cached = null;
    expect(ask('/api/Product/list', 'employee')).toBeNull();
  });

  it.each([
    ['no token', '/api/Product/available', undefined],
    ['an unknown token', '/api/Product/available', 'nobody'],
    ['the wrong role', '/api/Product/list', 'customer'],
  ])('leave %s to the controller', (_case, url, token) => {
    expect(ask(url, token)).toBeNull();
  });
});
