import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../platform/errors/domain-error.js';
import { cookieValue } from './cookies.js';
import { routedPath } from './routed-path.js';
import { routePolicy } from './route-policy.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Random bytes drawn from the system in batches: one call per 128 new tokens, not one per token.
 * Each token is encoded straight from its place in the batch (no Buffer view per token).
 */
let pool = Buffer.alloc(0);
let used = 0;
function newToken(): string {
  if (pool.length - used < 32) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 32;
  return pool.toString('base64url', used - 32, used);
}

/** The Set-Cookie value that gives a browser its XSRF token (Secure over https). */
export function newXsrfCookie(protocol: string): string {
  return `${XSRF_COOKIE}=${newToken()}; Path=/; SameSite=Strict${protocol === 'https' ? '; Secure' : ''}`;
}

/** Whether the request already carries an XSRF cookie (then no new one is issued). */
export function hasXsrfCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieValue(cookieHeader, XSRF_COOKIE) !== undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit CSRF protection in the form the legacy Angular client speaks: the server
 * issues a readable XSRF-TOKEN cookie (SameSite=Strict), and a non-GET /api request that
 * carries the cookie must echo it in X-XSRF-TOKEN. Requests without the cookie
 * (bearer-token integrators, who are not exposed to CSRF) are unaffected.
 */
export function registerCsrfProtection(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (SAFE_METHODS.has(request.method) || !routePolicy(routedPath(request)).xsrf) return done();
    const cookie = cookieValue(request.headers.cookie, XSRF_COOKIE);
    if (cookie === undefined) return done();
    const header = request.headers[XSRF_HEADER];
    // An error, so that the answer has the same format as every other error of the route.
    done(
      typeof header !== 'string' || !sameToken(cookie, header)
        ? forbidden('Missing or invalid X-XSRF-TOKEN header.')
        : undefined,
    );
  });

  // The cookie goes to the browsers that need it: with pages and legacy API answers, never with files.
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const wanted =
        String(reply.getHeader('content-type') ?? '').startsWith('text/html') || routePolicy(routedPath(request)).xsrf;
      if (wanted && !hasXsrfCookie(request.headers.cookie)) reply.header('set-cookie', newXsrfCookie(request.protocol));
      done(null, payload);
    },
  );
}
