import type { FastifyRequest } from 'fastify';

/**
 * The path a request is routed by: the matched route's pattern, or for unmatched
 * requests the decoded URL path. Checks on the raw URL could be skipped with
 * percent-encoding (`/%61pi/...` routes to `/api/...`).
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions?.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
