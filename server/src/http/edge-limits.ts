import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../platform/shared-state/rate-limits.js';
import { assertSafeInput } from './input-guard.js';
import { routedPath } from './routed-path.js';
import { routePolicy } from './route-policy.js';

/** Where the edge leaves the count it already made of a request it then handed to Fastify (counted once). */
export const COUNTED_REQUEST = Symbol('waters.countedRequest');

/**
 * What every request passes before any handler runs: the per-IP request ceiling
 * (onRequest, so refused requests cost no body parsing) and the input check of the
 * decoded body and query string (preValidation).
 */
export function registerEdgeLimits(fastify: FastifyInstance, limits: RateLimits): void {
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const counted = (request.raw as { [COUNTED_REQUEST]?: Promise<void> })[COUNTED_REQUEST];
    if (counted) await counted;
    else if (routePolicy(routedPath(request)).counted) await limits.countRequest(request.ip);
  });
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    assertSafeInput(request.body, request.query);
  });
}
