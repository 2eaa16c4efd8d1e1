import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
import { clientDocument } from './support/trusted-calls.js';
import { CONNECT_TIMEOUT_MS } from '../src/platform/shared-state/redis.provider.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What ioredis writes to a connection of its own accord: the ready check and the connection's name and database. */
const CONNECTION_COMMANDS = new Set(['info', 'client', 'select']);

const probe = async (t: TestApp, path: string) => {
  const response = await fetch(`${t.url}${path}`);
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
};

describe('liveness and readiness', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => undefined);
    t = undefined;
  });

  it('are both ok on the embedded default (no Redis to wait for)', async () => {
    t = await startTestApp('sqlite');
    expect(await probe(t, '/health/live')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await probe(t, '/health/ready')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok' } },
      cache: 'no-store',
    });
  });

  it('say ready but degraded (200, naming Redis) while the configured Redis does not answer: every request is still served', async () => {
    t = await startTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1', redisPrefix: uniqueRedisPrefix() });
    expect(await probe(t, '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } },
    });
    expect((await probe(t, '/health/live')).status).toBe(200);
    expect((await probe(t, '/health')).status).toBe(200);
  });

  it('say ready but degraded with a Redis that accepts connections and never answers (frozen), and requests do not wait for it', async () => {
    const sockets = new Set<Socket>();
    // Everything the app writes to it, per connection (RESP arrays, as ioredis sends commands).
    const written = new Map<Socket, string>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('data', (chunk) => written.set(socket, (written.get(socket) ?? '') + chunk.toString('latin1')));
    });
    /** Each command's name, in the order written. */
    const commandsWritten = () =>
      [...written.values()].flatMap((text) =>
        [...text.matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)].map((match) => match[1].toLowerCase()),
      );
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
    );
    try {
      t = await startTestApp('sqlite', { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: uniqueRedisPrefix() });
      /** A command queued until the connection is ready would hold its request for the connection's own limit. */
      const waitedForRedis = (since: number) => performance.now() - since >= CONNECT_TIMEOUT_MS;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect(await probe(t, '/health/ready')).toMatchObject({
          status: 200,
          body: { status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } },
        });
        const probeWaited = waitedForRedis(started);
        // A wrong password: the login limits are read and counted (in memory, Redis not being ready).
        const loginStarted = performance.now();
        const login = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: clientDocument('CustomerLogin'),
            variables: { input: { userName: 'nobody-here', password: 'not-the-password-1' } },
          }),
        });
        const answer = (await login.json()) as { errors?: { extensions?: { code?: string } }[] };
        expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        // A command queued until the connection is ready would have held its request for at least
        // CONNECT_TIMEOUT_MS: neither waited so. Each request on its own: how fast they are otherwise is the
        // benchmarks' to measure (on a loaded CI host the pair together has taken 2.4 s).
        expect({ probe: probeWaited, login: waitedForRedis(loginStarted) }).toEqual({
          probe: false,
          login: false,
        });
      }
      // …and none was written to it, where it would have waited for its answer (COMMAND_TIMEOUT_MS): only
      // the connection's own, which never gets one.
      const commands = commandsWritten();
      expect(commands.length).toBeGreaterThan(0);
      expect([...new Set(commands)].filter((name) => !CONNECTION_COMMANDS.has(name))).toEqual([]);
      await t.close();
      t = undefined;
      // Timers of the Redis connections closed meanwhile run out (ioredis gives a closing connection 2 s).
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('say not ready (503, naming the database) once the database stops answering, and stay live', async () => {
    t = await startTestApp('sqlite');
    await t.app.get(DataSource).destroy();
    expect(await probe(t, '/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'unavailable' } },
    });
    expect((await probe(t, '/health')).status).toBe(503);
    expect((await probe(t, '/health/live')).status).toBe(200);
  });
});

withRedis('readiness with Redis', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('is ok when the database and Redis answer', async () => {
    t = await startTestApp('sqlite', { redisUrl: TEST_REDIS_URL, redisPrefix: uniqueRedisPrefix() });
    expect(await probe(t, '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } },
    });
  });
});
