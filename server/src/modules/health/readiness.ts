import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../platform/shared-state/redis.provider.js';

/** How long one check answers for: probes every second or faster cost one query a second. */
const CHECK_FOR_MS = 1000;
/** A dependency slower than this to answer counts as not answering. */
const ANSWER_WITHIN_MS = 2000;

export interface Readiness {
  readonly database: boolean;
  /** null when REDIS_URL is not set (nothing to wait for). */
  readonly redis: boolean | null;
}

const within = <T>(work: Promise<T>) =>
  Promise.race([
    work.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS, false).unref()),
  ]).catch(() => false);

/** Whether what the server works with answers: the database and, when configured, Redis. */
@Injectable()
export class ReadinessCheck {
  private last: { at: number; answer: Promise<Readiness>; settled?: Readiness } | null = null;
  /** The newest answer that has come in, kept while the next check is under way. */
  private settled: { at: number; readiness: Readiness } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  check(): Promise<Readiness> {
    const now = Date.now();
    if (!this.last || now - this.last.at >= CHECK_FOR_MS) {
      const entry: NonNullable<typeof this.last> = { at: now, answer: this.probe() };
      void entry.answer.then((readiness) => {
        entry.settled = readiness;
        this.settled = { at: entry.at, readiness };
      });
      this.last = entry;
    }
    return this.last.answer;
  }

  /**
   * The latest answer without waiting a turn: the current check's once it has come in, else the
   * previous one while the current check is still within its time to answer (a database that
   * stops answering is reported once that time is up). Undefined when a probe must wait.
   */
  known(): Readiness | undefined {
    void this.check();
    if (this.last?.settled) return this.last.settled;
    const previous = this.settled;
    return previous && Date.now() - previous.at < CHECK_FOR_MS + ANSWER_WITHIN_MS ? previous.readiness : undefined;
  }

  private async probe(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1')),
      // A connection not ready fails at once: no PING that would wait for its time limit.
      this.redis ? this.redis.status === 'ready' && within(this.redis.ping()) : null,
    ]);
    return { database, redis };
  }
}

/**
 * Ready while the database answers. Redis is not needed to serve: without it rate limits count per
 * instance and events reach only this instance (docs/reliability.md), so an instance without Redis
 * is degraded, not out of service; taking every instance out of service while Redis is down would
 * fail every request.
 */
export const isReady = (readiness: Readiness) => readiness.database;

/** Ready, but something it shares with the other instances is not answering (Redis). */
export const isDegraded = (readiness: Readiness) => readiness.database && readiness.redis === false;
