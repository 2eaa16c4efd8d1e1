import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
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

  it('say not ready (503, naming Redis) while the configured Redis does not answer, and stay live', async () => {
    t = await startTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1', redisPrefix: uniqueRedisPrefix() });
    expect(await probe(t, '/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', redis: 'unavailable' } },
    });
    expect((await probe(t, '/health/live')).status).toBe(200);
    expect((await probe(t, '/health')).status).toBe(200);
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
