import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { CutByShutdown, Drain, drainOf, DrainingFastifyAdapter } from './drain.js';
import { sendStreamed } from './streamed-body.js';

describe('Drain', () => {
  it('ends the live streams when closing begins, and one opened later at once', () => {
    const drain = new Drain();
    const ended: string[] = [];
    drain.endWhenClosing(() => ended.push('a'));
    const forgetB = drain.endWhenClosing(() => ended.push('b'));
    drain.endWhenClosing(() => ended.push('c'));
    forgetB();
    expect(drain.beginClosing()).toEqual({ liveEnded: 2, longInFlight: 0 });
    expect(ended).toEqual(['a', 'c']);
    drain.endWhenClosing(() => ended.push('late'));
    expect(ended).toEqual(['a', 'c', 'late']);
    expect(drain.closing).toBe(true);
  });

  it('cuts the long answers still registered, with CutByShutdown', () => {
    const drain = new Drain();
    const reasons: unknown[] = [];
    drain.cutAtDeadline((reason) => reasons.push(reason));
    const forget = drain.cutAtDeadline((reason) => reasons.push(reason));
    forget();
    expect(drain.beginClosing()).toEqual({ liveEnded: 0, longInFlight: 1 });
    expect(drain.cutRemaining()).toBe(1);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(CutByShutdown);
    expect(drain.cutRemaining()).toBe(0);
  });

  it('is found from a request or reply of its server, and not elsewhere', () => {
    const adapter = new DrainingFastifyAdapter({}, 1000);
    expect(drainOf(adapter.getInstance())).toBe(adapter.drain);
    expect(drainOf(undefined)).toBeUndefined();
    expect(drainOf({})).toBeUndefined();
  });
});

interface Read {
  status: number;
  body: string;
  complete: boolean;
  /** ms after `since`. */
  at: number;
}

/** GETs `path` on a connection of its own; resolves when the connection closes. */
function read(base: string, path: string, since: () => number): { headers: Promise<void>; done: Promise<Read> } {
  let headers!: () => void;
  const headersPromise = new Promise<void>((resolve) => (headers = resolve));
  const done = new Promise<Read>((resolve) => {
    get(`${base}${path}`, { agent: false }, (answer) => {
      let body = '';
      headers();
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('error', () => undefined);
      answer.on('close', () =>
        resolve({ status: answer.statusCode ?? 0, body, complete: answer.complete, at: performance.now() - since() }),
      );
    }).on('error', () => {
      headers();
      resolve({ status: 0, body: '', complete: false, at: performance.now() - since() });
    });
  });
  return { headers: headersPromise, done };
}

describe('DrainingFastifyAdapter.beforeClose', () => {
  // Well beyond the 0.2 s the first test's list and slow request take, so that they finish in time also on a
  // starved CPU (beside the browser suites a 400 ms drain once cut the list after six of its ten batches).
  const DRAIN_MS = 1500;
  let fastify: FastifyInstance | undefined;
  afterEach(() => fastify?.close());

  /** Called when the server has taken a /slow request (in flight from then on). */
  let slowTaken = () => {};

  async function serve(): Promise<{ adapter: DrainingFastifyAdapter; base: string }> {
    const adapter = new DrainingFastifyAdapter({}, DRAIN_MS);
    const server = adapter.getInstance();
    fastify = server;
    server.get('/live', (request, reply) => {
      const stream = new PassThrough();
      stream.write(': connected\n\n');
      drainOf(request.server)?.endWhenClosing(() => stream.end(': stopping\n\n'));
      return reply.header('content-type', 'text/event-stream').send(stream);
    });
    server.get('/slow', async () => {
      slowTaken();
      await sleep(150);
      return { done: true };
    });
    // A whole list whose every batch comes `ms` after the previous one.
    server.get<{ Querystring: { batches: string; ms: string } }>('/list', (request, reply) => {
      const { batches, ms } = request.query;
      async function* rows(): AsyncGenerator<string> {
        yield '[0';
        for (let i = 1; i < Number(batches); i++) {
          await sleep(Number(ms));
          yield `,${i}`;
        }
        yield ']';
      }
      return sendStreamed(reply.type('application/json'), rows());
    });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    return { adapter, base };
  }

  it('ends live streams at once, lets a request and a list that finish in time finish, refuses new connections', async () => {
    const { adapter, base } = await serve();
    let closingAt = 0;
    const since = () => closingAt;
    const live = read(base, '/live', since);
    const list = read(base, '/list?batches=10&ms=20', since);
    await Promise.all([live.headers, list.headers]);
    // In flight when closing begins: the server has taken it (a fixed wait raced a starved CPU, and lost).
    const taken = new Promise<void>((resolve) => (slowTaken = resolve));
    const slow = read(base, '/slow', since);
    await taken;
    closingAt = performance.now();
    const closed = adapter.beforeClose().then(() => performance.now() - closingAt);
    const late = read(base, '/slow', since);

    const [liveRead, listRead, slowRead, lateRead, closedAt] = await Promise.all([
      live.done,
      list.done,
      slow.done,
      late.done,
      closed,
    ]);
    expect(liveRead).toMatchObject({ status: 200, complete: true, body: ': connected\n\n: stopping\n\n' });
    expect(liveRead.at).toBeLessThan(100);
    expect(listRead).toMatchObject({ status: 200, complete: true, body: '[0,1,2,3,4,5,6,7,8,9]' });
    expect(slowRead).toMatchObject({ status: 200, complete: true, body: '{"done":true}' });
    // Refused: its connection was not accepted, or was answered 503 if the server took it before it stopped listening.
    expect([0, 503]).toContain(lateRead.status);
    // Everything finished: the close did not wait for its deadline.
    expect(closedAt).toBeLessThan(DRAIN_MS);
  });

  it('cuts a list still being sent at the deadline: the client sees an incomplete answer, not a short whole one', async () => {
    const { adapter, base } = await serve();
    let closingAt = 0;
    const list = read(base, '/list?batches=1000&ms=20', () => closingAt);
    await list.headers;
    closingAt = performance.now();
    await adapter.beforeClose();
    const closedAt = performance.now() - closingAt;
    const answer = await list.done;
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(answer.body.startsWith('[0,1')).toBe(true);
    expect(answer.body.endsWith(']')).toBe(false);
    expect(answer.at).toBeGreaterThanOrEqual(DRAIN_MS - 20);
    expect(closedAt).toBeGreaterThanOrEqual(DRAIN_MS - 20);
    expect(closedAt).toBeLessThan(DRAIN_MS + 500);
  });
});
