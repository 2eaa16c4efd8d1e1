import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/**
 * The transaction the current request's work is in, if any (Vendure's RequestContext idea, kept
 * to what the services need): TransactionRunner opens it, and every repository from Reads uses
 * it while it is open, so a service method reads what it has just written and nothing else does.
 */
const open = new AsyncLocalStorage<EntityManager>();

export const TransactionContext = {
  /** Runs work with `manager` as the current transaction. */
  run<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
    return open.run(manager, work);
  },
  /** The current transaction's manager, while it is still open (work started inside it may outlive it). */
  current(): EntityManager | undefined {
    const manager = open.getStore();
    return manager && !manager.queryRunner?.isReleased ? manager : undefined;
  },
};
