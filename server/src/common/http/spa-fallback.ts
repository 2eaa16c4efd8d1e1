import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routedPath } from './routed-path.js';

/** Paths that belong to the API and must answer JSON 404s, never the client's index.html. */
const API_PREFIXES = ['/api', '/graphql', '/health'];

/**
 * Serves the built client's index.html for page addresses the server does not know,
 * so that deep links like /storefront work; the client router then decides (404 page included).
 */
export class SpaFallback {
  private constructor(private readonly indexHtml: string | null) {}

  static fromClientDir(clientDir: string | null): SpaFallback {
    const index = clientDir ? join(clientDir, 'index.html') : null;
    return new SpaFallback(index && existsSync(index) ? readFileSync(index, 'utf8') : null);
  }

  handles(request: FastifyRequest): boolean {
    if (this.indexHtml === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = routedPath(request);
    if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
    return /text\/html|\*\/\*/.test(request.headers.accept ?? '*/*');
  }

  send(reply: FastifyReply): FastifyReply {
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
