import 'reflect-metadata';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { isDegraded, isReady, ReadinessCheck, type Readiness } from './readiness.js';

/** A database whose SELECT 1 is answered (or not) when the test says so. */
function database() {
  const pending: Array<(ok: boolean) => void> = [];
  const dataSource = {
    query: () =>
      new Promise((resolve, reject) => pending.push((ok) => (ok ? resolve([{ 1: 1 }]) : reject(new Error('gone'))))),
  } as unknown as DataSource;
  return { dataSource, answer: (ok: boolean) => pending.shift()!(ok), asked: () => pending.length };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('readiness known without waiting', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is unknown until the first check answers, then the answer, until the next second', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'], now: 0 });
    const db = database();
    const readiness = new ReadinessCheck(db.dataSource, null);
    expect(readiness.known()).toBeUndefined();
    db.answer(true);
    await turn();
    expect(readiness.known()).toEqual({ database: true, redis: null });
    expect(db.asked()).toBe(0);
  });

  it('keeps the last answer while the next check is under way, within its time to answer', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'], now: 0 });
    const db = database();
    const readiness = new ReadinessCheck(db.dataSource, null);
    readiness.known();
    db.answer(true);
    await turn();
    jest.setSystemTime(1_000);
    expect(readiness.known()).toEqual({ database: true, redis: null });
    expect(db.asked()).toBe(1);
    jest.setSystemTime(2_999);
    expect(readiness.known()).toEqual({ database: true, redis: null });
    jest.setSystemTime(3_000);
    expect(readiness.known()).toBeUndefined();
    db.answer(false);
    await turn();
    expect(readiness.known()).toEqual({ database: false, redis: null });
  });
});

describe('readiness with Redis', () => {
  it('counts Redis unavailable at once while its connection is not ready, without asking it', async () => {
    const db = database();
    const redis = { status: 'connect', ping: jest.fn(() => Promise.resolve('PONG')) };
    const readiness = new ReadinessCheck(db.dataSource, redis as unknown as Redis);
    const answer = readiness.check();
    db.answer(true);
    expect(await answer).toEqual({ database: true, redis: false });
    expect(redis.ping).not.toHaveBeenCalled();
  });

  it('asks a ready connection', async () => {
    const db = database();
    const redis = { status: 'ready', ping: jest.fn(() => Promise.resolve('PONG')) };
    const answer = new ReadinessCheck(db.dataSource, redis as unknown as Redis).check();
    db.answer(true);
    expect(await answer).toEqual({ database: true, redis: true });
    expect(redis.ping).toHaveBeenCalledTimes(1);
  });

  it.each<[Readiness, boolean, boolean]>([
    [{ database: true, redis: null }, true, false],
    [{ database: true, redis: true }, true, false],
    // Every request is still served without Redis (limits counted per instance): ready, degraded.
    [{ database: true, redis: false }, true, true],
    [{ database: false, redis: true }, false, false],
    [{ database: false, redis: false }, false, false],
  ])('%j: ready %s, degraded %s', (readiness, ready, degraded) => {
    expect(isReady(readiness)).toBe(ready);
    expect(isDegraded(readiness)).toBe(degraded);
  });
});
