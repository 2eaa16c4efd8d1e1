import type { FastifyRequest } from 'fastify';
import { routedPath } from '../routed-path.js';

/** The old client reads the answers of /api/Login (register, logins) as text, errors included. */
const TEXT_ERROR_ROUTES = /^\/api\/Login\//;

export function wantsTextErrors(request: FastifyRequest): boolean {
  return TEXT_ERROR_ROUTES.test(routedPath(request));
}
