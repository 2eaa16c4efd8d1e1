import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import type { RateLimits } from '../../platform/shared-state/rate-limits.js';
import type { ApiKeyCheck } from '../access/api-key-check.js';
import { RequestCallers } from '../access/request-callers.js';
import type { SessionTokenCheck } from '../access/session-token-check.js';
import { encodeBody } from '../encoded-body.js';
import { clientAddress } from './client-address.js';
import { Edge } from './edge.js';
import type { EdgeAnswer } from './edge-route.js';
import { registerPreloadedBodies } from './preloaded-body.js';
import { requestLineWriter } from '../request-log/request-line.js';

const LIST = encodeBody(
  Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}` })))),
);
const API_HEADERS = { 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'no-store' };
const PUBLIC = { kind: 'public' } as const;
/** Tokens the edge knows from memory. */
const KNOWN: Record<string, AuthUser> = {
  customer: { id: 'c1', role: Role.Customer, fullName: 'C', sessionId: 's1' },
  employee: { id: 'e1', role: Role.Employee, fullName: 'E', sessionId: 's2' },
};

describe('edge in front of Fastify', () => {
  let fastify: FastifyInstance;
  let base: string;
  let logLines: Record<string, unknown>[];
  let refuse: boolean;
  /** Counted as through Redis (a promise), or at once as in memory. */
  let countAsync: boolean;
  let answerList: boolean;
  const observed: unknown[][] = [];
  const reachedFastify: { url: string; body: unknown }[] = [];

  beforeAll(async () => {
    const edge = new Edge();
    fastify = Fastify({ serverFactory: edge.serverFactory });
    registerPreloadedBodies(fastify);
    fastify.get('/api/list', async (request) => (reachedFastify.push({ url: request.url, body: null }), 'fastify'));
    fastify.get('/health/probe', async (request) => (reachedFastify.push({ url: request.url, body: null }), 'fastify'));
    fastify.get(
      '/api/staff-list',
      async (request) => (reachedFastify.push({ url: request.url, body: null }), 'fastify'),
    );
    fastify.post(
      '/graphql',
      async (request) => (
        reachedFastify.push({ url: request.url, body: request.body }),
        { from: 'fastify', body: request.body }
      ),
    );
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const limits = {
      countRequest: () => {
        if (!countAsync && refuse) throw new Error('too many');
        return countAsync ? (refuse ? Promise.reject(new Error('too many')) : Promise.resolve()) : undefined;
      },
    } as unknown as RateLimits;
    const sink = new Writable({
      write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()),
    });
    edge.configure({
      routes: [
        {
          method: 'GET',
          url: '/api/list',
          access: PUBLIC,
          answer: () => (answerList ? { status: 200, type: 'application/json', body: LIST } : null),
        },
        {
          method: 'GET',
          url: '/health/probe',
          access: PUBLIC,
          answer: () => ({ status: 200, type: 'application/json', body: Buffer.from('{"ok":1}') }),
        },
        {
          method: 'GET',
          url: '/api/staff-list',
          access: { kind: 'roles', roles: [Role.Employee] },
          answer: () => ({ status: 200, type: 'application/json', body: LIST }),
        },
        {
          method: 'POST',
          url: '/graphql',
          access: PUBLIC,
          body: { maxBytes: 64, wanted: (request) => request.headers['content-type'] === 'application/json' },
          answer: (_request, body): EdgeAnswer | null =>
            JSON.parse(String(body)).kept
              ? {
                  status: 200,
                  type: 'application/json',
                  body: encodeBody(Buffer.from('{"from":"edge"}')),
                  validator: false,
                }
              : null,
        },
      ],
      apiHeaders: API_HEADERS,
      limits,
      // The real request context over tokens known from memory: the edge never waits for a check.
      callers: new RequestCallers(
        { knownUser: (token: string) => KNOWN[token] ?? null } as SessionTokenCheck,
        {} as ApiKeyCheck,
      ),
      address: clientAddress(false),
      writeLine: requestLineWriter(pino({ base: { service: 'test' } }, sink)),
      observe: (...args) => observed.push(args),
    });
    base = `http://127.0.0.1:${(fastify.server.address() as { port: number }).port}`;
  });
  afterAll(() => fastify.close());
  beforeEach(() => {
    logLines = [];
    refuse = false;
    countAsync = false;
    answerList = true;
    observed.length = 0;
    reachedFastify.length = 0;
  });

  it('answers its route with the security headers, request id, ETag, XSRF cookie and a log line', async () => {
    const response = await fetch(`${base}/api/list`, {
      headers: { 'accept-encoding': 'identity', 'x-request-id': 'abc-123' },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(LIST.identity)).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBe(LIST.etag);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Strict$/);
    expect(reachedFastify).toEqual([]);
    expect(logLines).toEqual([
      expect.objectContaining({
        reqId: 'abc-123',
        method: 'GET',
        path: '/api/list',
        route: '/api/list',
        status: 200,
        msg: 'request',
      }),
    ]);
    expect(observed).toEqual([['GET', '/api/list', 200, expect.any(Number)]]);
  });

  it('sends 304 to a client holding the body, brotli to one that accepts it, no cookie to one that has it', async () => {
    expect((await fetch(`${base}/api/list`, { headers: { 'if-none-match': LIST.etag } })).status).toBe(304);
    const compressed = await fetch(`${base}/api/list`, {
      headers: { 'accept-encoding': 'br', cookie: 'XSRF-TOKEN=abc' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('set-cookie')).toBeNull();
    expect(JSON.parse(await compressed.text())).toHaveLength(200);
  });

  it('leaves to Fastify what its route declines, what the rate limit refuses, and any other request', async () => {
    answerList = false;
    expect(await (await fetch(`${base}/api/list`)).text()).toBe('fastify');
    answerList = true;
    refuse = true;
    expect(await (await fetch(`${base}/api/list`)).text()).toBe('fastify');
    expect(await (await fetch(`${base}/api/list?x=1`)).text()).toBe('fastify');
    expect(await (await fetch(`${base}/api/list`, { method: 'HEAD' })).status).toBe(200);
    expect(reachedFastify.map((r) => r.url)).toEqual(['/api/list', '/api/list', '/api/list?x=1', '/api/list']);
  });

  it('answers and refuses alike whether the count is made at once or awaited', async () => {
    for (const awaited of [false, true]) {
      countAsync = awaited;
      refuse = false;
      expect(
        (await fetch(`${base}/api/list`, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag'),
      ).toBe(LIST.etag);
      refuse = true;
      expect(await (await fetch(`${base}/api/list`)).text()).toBe('fastify');
    }
    expect(reachedFastify.map((r) => r.url)).toEqual(['/api/list', '/api/list']);
  });

  it('answers a route with an access rule only to a caller it knows from memory and the rule admits; Fastify refuses the others in its own words', async () => {
    const asking = async (token?: string) =>
      (await fetch(`${base}/api/staff-list`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).text();
    reachedFastify.length = 0;
    expect(await asking('employee')).toBe(LIST.identity.toString());
    expect([await asking(), await asking('customer'), await asking('unknown')]).toEqual([
      'fastify',
      'fastify',
      'fastify',
    ]);
    expect(reachedFastify).toHaveLength(3);
  });

  it('logs a probe only when it fails', async () => {
    expect(await (await fetch(`${base}/health/probe`)).text()).toBe('{"ok":1}');
    expect(logLines).toEqual([]);
  });

  it('answers a POST from the body it read, and hands a declined one to Fastify with that body', async () => {
    const post = (body: string) =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const kept = await post('{"kept":true}');
    expect(await kept.json()).toEqual({ from: 'edge' });
    expect(kept.headers.get('etag')).toBeNull();
    expect(await (await post('{"kept":false}')).json()).toEqual({ from: 'fastify', body: { kept: false } });
    // Larger than the edge reads: handed over part-read, Fastify parses the whole of it.
    const large = { kept: true, padding: 'x'.repeat(100_000) };
    expect(await (await post(JSON.stringify(large))).json()).toEqual({ from: 'fastify', body: large });
    expect(reachedFastify).toHaveLength(2);
  });
});
