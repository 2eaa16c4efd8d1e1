import { OPENAPI_ROUTE } from './openapi/openapi-route.js';

/**
 * What the request pipeline does around a route's handler, besides who may call it (the handler's
 * access rule): decided here, once, by path, and read alike by Fastify's hooks and by the edge
 * that answers a few routes before Fastify (test/route-policy.int.spec.ts walks every route).
 */
export interface RoutePolicy {
  /** Counted by the per-IP request limit (static files and health probes are not: cheap and constant). */
  readonly counted: boolean;
  /** A 2xx answer leaves a log line (probes are asked every few seconds: only their failures do). */
  readonly logsSuccess: boolean;
  /** A legacy API route: its answers give the XSRF cookie, and an unsafe method carrying it must echo it. */
  readonly xsrf: boolean;
}

const UNCOUNTED = /^\/(health(\/|$)|assets\/|images\/)/;
/** Public documents under /api, cached by anyone: no XSRF cookie (a shared cache would hand one cookie to everyone). */
const NO_XSRF = new Set([OPENAPI_ROUTE]);

/** The policy of the route `path` is routed by (its pattern, e.g. /api/Product/list, or the decoded path). */
export function routePolicy(path: string): RoutePolicy {
  return {
    counted: !UNCOUNTED.test(path),
    logsSuccess: !path.startsWith('/health'),
    xsrf: path.startsWith('/api/') && !NO_XSRF.has(path),
  };
}
