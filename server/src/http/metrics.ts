import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { RequestObserver } from './edge/edge.js';
import { registerOutboxBacklog } from './outbox-backlog.js';

/** mysql2's pool, as far as its sizes go (Denque queues with a length). */
interface PoolSizes {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

const poolOf = (dataSource: DataSource): PoolSizes | null => {
  const pool = (dataSource.driver as { pool?: PoolSizes }).pool;
  return pool && typeof pool._allConnections?.length === 'number' ? pool : null;
};

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format: request durations by route and status, the
 * MySQL/MariaDB pool, the outboxes' backlog, event-loop lag and the process's own figures (prom-client's defaults).
 * Only with METRICS_TOKEN set, and only for `Authorization: Bearer <METRICS_TOKEN>`; without it
 * the route does not exist and nothing is measured.
 */
/** What the metrics say of each read replica (database/replicas: ReplicaSet.states). */
export interface ReplicaLag {
  readonly label: string;
  readonly answering: boolean;
  readonly lagMs: number | null;
}

export function registerMetrics(
  fastify: FastifyInstance,
  token: string | null,
  dataSource: DataSource,
  replicas: () => readonly ReplicaLag[] = () => [],
): RequestObserver | null {
  if (!token) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, matched route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'MySQL/MariaDB pool connections: open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(dataSource);
      if (!pool) return;
      this.set({ state: 'open' }, pool._allConnections?.length ?? 0);
      this.set({ state: 'idle' }, pool._freeConnections?.length ?? 0);
      this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
    },
  });

  registerOutboxBacklog(registry, dataSource);
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far each read replica is behind the primary (to within half a second); absent while a replica does not answer.',
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { label, answering, lagMs } of replicas()) {
        if (answering && lagMs !== null) this.set({ replica: label }, lagMs / 1000);
      }
    },
  });

  // The route pattern, never the raw path: one series per route, however many ids are asked for.
  const observe: RequestObserver = (method, route, status, seconds) =>
    durations.observe({ method, route, status: String(status) }, seconds);
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  fastify.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .header('cache-control', 'no-store')
        .send({ statusCode: 401, message: 'Metrics need the metrics token.' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return observe;
}
