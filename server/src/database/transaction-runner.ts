import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict } from '../platform/errors/domain-error.js';
import { EventBus, type TransactionAttempt } from '../platform/events/event-bus.js';
import { BUSY_MESSAGE, isRetryableConflict } from '../platform/errors/database-errors.js';
import { TransactionContext } from './transaction-context.js';

/**
 * Runs work in one database transaction. SQLite has a single connection, so
 * TypeORM would nest concurrent transactions as savepoints of one another;
 * there they are queued instead. MySQL/MariaDB use a pooled connection each.
 *
 * While the work runs, repositories from Reads use its transaction (TransactionContext).
 *
 * A deadlock rolls the whole transaction back, so the work runs once more; a
 * second deadlock is answered CONFLICT, never a server error.
 *
 * The events the work records (EventBus) belong to its attempt: delivered to the after-commit
 * subscribers once that attempt has committed, before run() resolves; dropped when it rolls back.
 */
@Injectable()
export class TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.once(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
    }
    try {
      return await this.once(work);
    } catch (error) {
      if (isRetryableConflict(error)) throw conflict(BUSY_MESSAGE);
      throw error;
    }
  }

  private async once<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    let attempt: TransactionAttempt = { events: [], afterCommit: new Set() };
    let opened: EntityManager | undefined;
    const inContext = (manager: EntityManager) => {
      opened = manager;
      attempt = this.events.begin(manager);
      return TransactionContext.run(manager, () => work(manager));
    };
    let result: T;
    try {
      result = await this.transaction(inContext);
    } finally {
      if (opened) this.events.end(opened);
    }
    await this.events.deliver(attempt);
    return result;
  }

  private transaction<T>(inContext: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'better-sqlite3') return this.dataSource.transaction(inContext);
    const result = this.queue.then(() => this.dataSource.transaction(inContext));
    this.queue = result.catch(() => undefined);
    return result;
  }
}
