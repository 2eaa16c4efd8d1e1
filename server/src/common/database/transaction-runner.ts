import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict } from '../errors/domain-error.js';
import { isRetryableConflict } from './database-errors.js';
import { TransactionContext } from './transaction-context.js';

/** Said when a transaction lost a lock race twice; the caller may simply try again. */
export const BUSY_MESSAGE = 'Another change to the same data was being saved at the same time. Please try again.';

/**
 * Runs work in one database transaction. SQLite has a single connection, so
 * TypeORM would nest concurrent transactions as savepoints of one another;
 * there they are queued instead. MySQL/MariaDB use a pooled connection each.
 *
 * While the work runs, repositories from Reads use its transaction (TransactionContext).
 *
 * A deadlock rolls the whole transaction back, so the work runs once more; a
 * second deadlock is answered CONFLICT, never a server error.
 */
@Injectable()
export class TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

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

  private once<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const inContext = (manager: EntityManager) => TransactionContext.run(manager, () => work(manager));
    if (this.dataSource.options.type !== 'better-sqlite3') return this.dataSource.transaction(inContext);
    const result = this.queue.then(() => this.dataSource.transaction(inContext));
    this.queue = result.catch(() => undefined);
    return result;
  }
}
