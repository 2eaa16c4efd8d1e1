import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
import { clientDocument } from './support/trusted-calls.js';
import { startTestApp, type TestApp } from './support/test-app.js';

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
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as { port: number }).port)),
    );
    try {
      t = await startTestApp('sqlite', { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: uniqueRedisPrefix() });
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect(await probe(t, '/health/ready')).toMatchObject({
          status: 200,
          body: { status: 'degraded', checks: { database: 'ok', redis: 'unavailable' } },
        });
        // A wrong password: the login limits are read and counted (in memory, Redis not being ready).
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
        expect(performance.now() - started).toBeLessThan(1_000);
      }
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
