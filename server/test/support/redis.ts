import { describe, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the Redis at TEST_REDIS_URL answers (checked once per test file). */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export const REDIS_UP = await redisAnswers();

/** A key namespace of its own for each test run, so runs never see each other's counters. */
export const uniqueRedisPrefix = () => `waters-test-${randomBytes(6).toString('hex')}:`;

/**
 * A suite that needs Redis: skipped with a notice when Redis does not answer, except under
 * CI=true, where that is a failure (the multi-instance behaviour must be proven in CI).
 */
export function withRedis(title: string, suite: () => void): void {
  if (REDIS_UP) describe(title, suite);
  else if (process.env.CI === 'true') {
    describe(title, () => {
      it(`needs Redis at ${TEST_REDIS_URL} (CI=true requires it)`, () => {
        throw new Error(`Redis is not answering at ${TEST_REDIS_URL}`);
      });
    });
  } else {
    process.stderr.write(`Redis is not answering at ${TEST_REDIS_URL}: "${title}" is skipped.\n`);
    describe.skip(title, suite);
  }
}

/** Deletes every key a run left under its prefix (uniqueRedisPrefix) in the Redis at TEST_REDIS_URL. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
