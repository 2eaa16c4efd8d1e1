import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/** Where one request's reads go, decided once the caller is known (ReadRoutingInterceptor). */
export interface RoutedReads {
  /** A replica that has every change this caller made; unset: the primary. */
  source?: DataSource;
  /** The decision, made once however many resolvers ask. */
  decided?: Promise<void>;
}

const routing = new AsyncLocalStorage<RoutedReads>();
/** On only when replicas are configured: without them no request pays for the storage. */
let enabled = false;

/**
 * The request-wide choice of read connection. A request opens its slot before its handler runs
 * (a preHandler hook: after the body is read, so the handler's whole async chain inherits it);
 * the interceptor fills it once the guard knows the caller; every repository from Reads then
 * reads through it, field resolvers and DataLoaders included.
 */
export const ReadRouting = {
  enable(): void {
    enabled = true;
  },
  get enabled(): boolean {
    return enabled;
  },
  /** Runs `next` with an empty slot of its own. */
  open(next: () => void): void {
    routing.run({}, next);
  },
  /** This request's slot (undefined outside a request, or when replicas are off). */
  slot(): RoutedReads | undefined {
    return enabled ? routing.getStore() : undefined;
  },
  /**
   * Work to run later where this call reads now: a streamed list's later batches are read when the
   * client takes them, outside the call's own chain of promises.
   */
  keep(): <T>(work: () => T) => T {
    const slot = enabled ? routing.getStore() : undefined;
    return slot ? (work) => routing.run(slot, work) : (work) => work();
  },
  /** The replica this request reads from, if one was chosen. */
  source(): DataSource | undefined {
    return enabled ? routing.getStore()?.source : undefined;
  },
  /** The manager of the replica this request reads from, if one was chosen. */
  manager(): EntityManager | undefined {
    return ReadRouting.source()?.manager;
  },
};

/** Turns the routing on for a server with replicas: every request gets its slot before its handler runs. */
export function registerReadRouting(fastify: {
  addHook(name: 'preHandler', hook: (request: unknown, reply: unknown, done: () => void) => void): unknown;
}): void {
  ReadRouting.enable();
  fastify.addHook('preHandler', (_request, _reply, done) => ReadRouting.open(done));
}
