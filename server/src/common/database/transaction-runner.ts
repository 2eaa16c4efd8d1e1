import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Runs work in one database transaction. SQLite has a single connection, so
 * TypeORM would nest concurrent transactions as savepoints of one another;
 * there they are queued instead. MySQL/MariaDB use a pooled connection each.
 */
@Injectable()
export class TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'better-sqlite3') return this.dataSource.transaction(work);
    const result = this.queue.then(() => this.dataSource.transaction(work));
    this.queue = result.catch(() => undefined);
    return result;
  }
}
