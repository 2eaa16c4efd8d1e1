import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { ReadRouting } from './replicas/read-routing.js';
import { TransactionContext } from './transaction-context.js';
import { TransactionRunner } from './transaction-runner.js';

/** The connection reads outside a transaction use (see DatabaseModule). */
export const READ_DATA_SOURCE = Symbol('READ_DATA_SOURCE');

/**
 * Where reads go. On SQLite every write queues on the one write connection (TransactionRunner),
 * so reads use a second, read-only connection: they never wait behind a write and never see a
 * transaction that has not committed (WAL gives each read the last committed state). On
 * MySQL/MariaDB it is the pool itself, where each query has a connection of its own anyway.
 * Inside a transaction (TransactionRunner), reads go through that transaction instead; in a call
 * that only reads, through the read replica chosen for its caller, if any (replicas/).
 */
@Injectable()
export class Reads implements OnApplicationShutdown {
  constructor(
    @Inject(READ_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * A repository that reads through the current transaction while one is open in this request's
   * work (it sees that transaction's own writes), through the replica chosen for this call if
   * any, and through the read connection otherwise.
   */
  repository<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    const outside = this.dataSource.getRepository(entity);
    return new Proxy(outside, {
      get: (target, property, receiver) =>
        property === 'manager'
          ? (TransactionContext.current() ?? ReadRouting.manager() ?? target.manager)
          : Reflect.get(target, property, receiver),
    });
  }

  /**
   * Runs reads that must agree with each other (the dashboard's figures) in one transaction where
   * this call reads: on MySQL/MariaDB a transaction of its own on the replica chosen for the call,
   * or on the pool (one snapshot, no lock, not queued behind writes); on SQLite a queued
   * transaction of the write connection, as the read connection is one that every request shares.
   */
  async snapshot<T>(work: () => Promise<T>): Promise<T> {
    if (TransactionContext.current()) return work();
    const source = ReadRouting.source() ?? this.dataSource;
    if (source.options.type === 'better-sqlite3') return this.transactions.run(() => work());
    return source.transaction((manager) => TransactionContext.run(manager, work));
  }

  async onApplicationShutdown(): Promise<void> {
    // The main data source is closed by TypeOrmModule; a separate read connection is ours.
    if (
      this.dataSource.options.type === 'better-sqlite3' &&
      (this.dataSource.options as { readonly?: boolean }).readonly &&
      this.dataSource.isInitialized
    ) {
      await this.dataSource.destroy();
    }
  }
}
