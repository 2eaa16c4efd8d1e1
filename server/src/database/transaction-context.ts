import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/**
 * The transaction the current request's work is in, if any (Vendure's RequestContext idea, kept
 * to what the services need): TransactionRunner opens it, and every repository from Reads uses
 * it while it is open, so a service method reads what it has just written and nothing else does.
 */
const open = new AsyncLocalStorage<EntityManager>();
/** Transactions running now: while there are none, the storage is off. */
let running = 0;

export const TransactionContext = {
  /**
   * Runs work with `manager` as the current transaction. An enabled AsyncLocalStorage makes Node
   * 20 run a hook for every promise the process creates (a tenth of a cached answer's time), so
   * the storage is on only while some transaction runs: reads outside one never need it.
   */
  async run<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
    running++;
    try {
      return await open.run(manager, work);
    } finally {
      if (--running === 0) open.disable();
    }
  },
  /** The current transaction's manager, while it is still open (work started inside it may outlive it). */
  current(): EntityManager | undefined {
    const manager = open.getStore();
    return manager && !manager.queryRunner?.isReleased ? manager : undefined;
  },
};
