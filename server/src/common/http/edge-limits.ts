import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../rate-limit/rate-limits.js';
import { assertSafeInput } from './input-guard.js';
import { routedPath } from './routed-path.js';

/** Static files of the client build (content-hashed, cheap to serve) and health probes are not counted. */
const UNCOUNTED = /^\/(health(\/|$)|assets\/|images\/)/;

/**
 * What every request passes before any handler runs: the per-IP request ceiling
 * (onRequest, so refused requests cost no body parsing) and the input check of the
 * decoded body and query string (preValidation).
 */
export function registerEdgeLimits(fastify: FastifyInstance, limits: RateLimits): void {
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    if (!UNCOUNTED.test(routedPath(request))) await limits.countRequest(request.ip);
  });
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    assertSafeInput(request.body, request.query);
  });
}
