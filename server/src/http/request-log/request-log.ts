import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePolicy } from '../route-policy.js';
import { routedPath } from '../routed-path.js';
import type { RequestLineWriter } from './request-line.js';

/** The path without its query string (which may carry ids a log has no need of). */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * Every answer says its request id (X-Request-Id) and leaves one log line (a probe's only when
 * it fails): method, path, the route it matched, status and milliseconds, under the request's id. Register first, so a
 * request refused by a later hook is logged too.
 */
export function registerRequestLog(fastify: FastifyInstance, writeLine: RequestLineWriter): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (reply.statusCode < 400 && !routePolicy(routedPath(request)).logsSuccess) return done();
    writeLine({
      reqId: request.id,
      method: request.method,
      path: pathOf(request.url),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}
