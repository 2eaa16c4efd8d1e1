import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { edgeRoutesOf } from '../src/app.factory.js';
import { accessRuleOf, type AccessRule } from '../src/http/access/access.decorator.js';
import { Edge } from '../src/http/edge/edge.js';
import { RateLimits } from '../src/platform/shared-state/rate-limits.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

interface NestRoute {
  method: string;
  url: string;
  access: AccessRule;
}

const joined = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every REST route the Nest controllers declare, with the access rule its handler carries. */
function nestRoutes(t: TestApp): NestRoute[] {
  const routes: NestRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as unknown as { prototype: Record<string, unknown> } & object;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name] as object;
        const method =
          typeof handler === 'function'
            ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined)
            : undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
        for (const path of paths)
          routes.push({
            method: RequestMethod[method],
            url: joined(prefix, path),
            access: accessRuleOf(handler, controller),
          });
      }
    }
  }
  return routes;
}

/** What the two paths must agree on for one answer: status, type, the API headers, the XSRF cookie. */
async function answerOf(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const headers = Object.fromEntries(response.headers);
  await response.arrayBuffer();
  const kept = [
    'content-type',
    'cache-control',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'content-security-policy',
    'strict-transport-security',
  ];
  return {
    status: response.status,
    headers: Object.fromEntries(kept.filter((name) => name in headers).map((name) => [name, headers[name]])),
    xsrfCookie: /XSRF-TOKEN=/.test(headers['set-cookie'] ?? ''),
    requestId: typeof headers['x-request-id'] === 'string',
  };
}

describe('the edge and Nest read one route policy', () => {
  let t: TestApp;
  let employee: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = (await t.newCustomer('route-policy')).token;
  });
  afterAll(() => t?.close());

  it('walks every Nest route: each route the edge answers is a Nest (or Apollo) route with the same access rule', () => {
    const nest = nestRoutes(t);
    expect(nest.length).toBeGreaterThan(20);
    const edge = edgeRoutesOf(t.app);
    // The modules hand their routes over as they are made (HttpContributions): the edge keys them by URL, in no order.
    expect(edge.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/Product/available',
      'GET /api/Product/list',
      'GET /health',
      'GET /health/live',
      'POST /graphql',
    ]);
    for (const route of edge) {
      const twin = nest.find((candidate) => candidate.method === route.method && candidate.url === route.url);
      if (route.url === '/graphql') {
        // Apollo's endpoint: open at the HTTP level, each field checked by the guard.
        expect(t.app.getHttpAdapter().getInstance().hasRoute({ method: 'POST', url: '/graphql' })).toBe(true);
        expect(route.access).toEqual({ kind: 'public' });
      } else {
        expect({ route: route.url, access: twin?.access }).toEqual({ route: route.url, access: route.access });
      }
    }
  });

  it('answers each edge route alike from the edge and from Fastify: status, headers, XSRF cookie, request id, and the request count', async () => {
    const send = jest.spyOn(Edge.prototype as unknown as { send: () => void }, 'send');
    const count = jest.spyOn(t.app.get(RateLimits), 'countRequest');
    const catalogueQuery = JSON.stringify({ query: '{ availableProducts { productId productName } }' });
    const cases: { url: string; init: RequestInit }[] = [
      { url: '/api/Product/list', init: { headers: { authorization: `Bearer ${employee}` } } },
      { url: '/api/Product/available', init: { headers: { authorization: `Bearer ${customer}` } } },
      {
        url: '/graphql',
        init: {
          method: 'POST',
          headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
          body: catalogueQuery,
        },
      },
      { url: '/health', init: {} },
      { url: '/health/live', init: {} },
    ];
    try {
      for (const { url, init } of cases) {
        // Through Fastify first, which caches the session, the list or the kept answer the edge then reads.
        await answerOf(`${t.url}${url}`, init);
        await answerOf(`${t.url}${url}`, init);
        send.mockClear();
        count.mockClear();
        const fromEdge = await answerOf(`${t.url}${url}`, init);
        const edgeAnswered = send.mock.calls.length;
        const edgeCounted = count.mock.calls.length;
        send.mockClear();
        count.mockClear();
        // The edge answers exact URLs only: with a query string the same route goes to Fastify.
        const fromFastify = await answerOf(`${t.url}${url}?via=fastify`, init);
        expect({ url, edgeAnswered, fastifyAnswered: send.mock.calls.length }).toEqual({
          url,
          edgeAnswered: 1,
          fastifyAnswered: 0,
        });
        expect({ url, ...fromEdge, counted: edgeCounted }).toEqual({
          url,
          ...fromFastify,
          counted: count.mock.calls.length,
        });
      }
    } finally {
      send.mockRestore();
      count.mockRestore();
    }
  });
});
