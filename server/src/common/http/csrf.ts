import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors/domain-error.js';
import { routedPath } from './routed-path.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    // The token is base64url: nothing to decode, and a malformed cookie is just a wrong token.
    if (key === name) return rest.join('=');
  }
  return undefined;
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
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || !routedPath(request).startsWith('/api/')) return;
    const cookie = cookieValue(request.headers.cookie, XSRF_COOKIE);
    if (cookie === undefined) return;
    const header = request.headers[XSRF_HEADER];
    // Thrown, so that the answer has the same format as every other error of the route.
    if (typeof header !== 'string' || !sameToken(cookie, header)) throw forbidden('Missing or invalid X-XSRF-TOKEN header.');
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (cookieValue(request.headers.cookie, XSRF_COOKIE) !== undefined) return;
    const token = randomBytes(32).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`);
  });
}
