import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { allows } from '../access/access.decorator.js';
import type { RequestCallers } from '../access/request-callers.js';
import type { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { requestId } from '../request-log/request-id.js';
import type { RequestLineWriter } from '../request-log/request-line.js';
import { hasXsrfCookie, newXsrfCookie } from '../csrf.js';
import { COUNTED_REQUEST } from '../edge-limits.js';
import { negotiate, type EncodedBody } from '../encoded-body.js';
import { routePolicy, type RoutePolicy } from '../route-policy.js';
import type { ClientAddress } from './client-address.js';
import type { EdgeAnswer, EdgeRoute } from './edge-route.js';
import { PRELOADED_BODY } from './preloaded-body.js';

export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

export interface EdgeSetup {
  readonly routes: readonly EdgeRoute[];
  /** Headers of every API answer (security headers and no-store), as the full path sets them. */
  readonly apiHeaders: Readonly<Record<string, string>>;
  readonly limits: RateLimits;
  /** Who calls, from the request context, when that is known from memory alone. */
  readonly callers: Pick<RequestCallers, 'known'>;
  readonly address: ClientAddress;
  readonly writeLine: RequestLineWriter;
  readonly observe: RequestObserver | null;
}

type FastifyHandler = (request: IncomingMessage, response: ServerResponse) => void;
interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** A route with the policy of its path (route-policy.ts), as Fastify's hooks apply it. */
type Routed = EdgeRoute & { readonly policy: RoutePolicy };

const isEncoded = (body: EncodedBody | Buffer): body is EncodedBody => !Buffer.isBuffer(body);

/** The count of a request counted at once (in memory), as Fastify's hook awaits it. */
const COUNTED = Promise.resolve();

/** A refusal made at once, for Fastify to answer; marked handled, as it is awaited only there. */
function refused(refusal: unknown): Promise<void> {
  const count = Promise.reject(refusal);
  count.catch(() => undefined);
  return count;
}

/**
 * The most frequent, cheapest requests — the catalogue lists for a known token, a GraphQL
 * catalogue answer already given, the health probe — answered from memory in front of Fastify,
 * whose router, hooks and Nest's wrappers cost several times the answer itself. The edge does
 * what the full path does for them, from the same definitions: the request id, the per-IP limit,
 * the security headers, the XSRF cookie, ETag and compression, the log line and the metrics.
 * Everything else, and anything it is unsure of (a refusal, a first token, a changed catalogue,
 * a server that is stopping), goes to Fastify untouched, or with the body it already read.
 */
export class Edge {
  private setup: EdgeSetup | null = null;
  /** By URL, then method: no key to build per request. */
  private routes = new Map<string, Map<string, Routed>>();
  /** The API headers as name, value, name, value… (what writeHead takes), made once. */
  private apiHeaderList: readonly string[] = [];
  private fastify: FastifyHandler = () => undefined;
  private server: Server | null = null;

  /** Fastify's serverFactory: the same HTTP server Fastify would build, asking the edge first. */
  readonly serverFactory = (handler: FastifyHandler, options: ServerOptions): Server => {
    this.fastify = handler;
    const server = createServer((request, response) => this.handle(request, response));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    this.server = server;
    return server;
  };

  /** Starts answering, once the services the routes read from exist. */
  configure(setup: EdgeSetup): void {
    const routes = new Map<string, Map<string, Routed>>();
    for (const route of setup.routes) {
      const routed: Routed = { ...route, policy: routePolicy(route.url) };
      routes.set(route.url, (routes.get(route.url) ?? new Map<string, Routed>()).set(route.method, routed));
    }
    this.routes = routes;
    this.apiHeaderList = Object.entries(setup.apiHeaders).flat();
    this.setup = setup;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const route =
      this.setup && this.server?.listening ? this.routes.get(request.url!)?.get(request.method!) : undefined;
    if (!route) return this.fastify(request, response);
    if (!route.body) return this.answer(route, request, response, null, performance.now());
    if (!route.body.wanted(request)) return this.fastify(request, response);
    this.readBody(route, route.body.maxBytes, request, response);
  }

  private readBody(route: Routed, maxBytes: number, request: IncomingMessage, response: ServerResponse): void {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Too large to be a kept answer: Fastify reads the rest (and applies its own body limit).
      if (size > maxBytes) handOver();
    };
    const handOver = () => {
      request.off('data', onData).off('end', onEnd);
      request.pause();
      (request as IncomingMessage & { [PRELOADED_BODY]?: Buffer[] })[PRELOADED_BODY] = chunks;
      this.fastify(request, response);
    };
    const onEnd = () => {
      request.off('data', onData);
      this.answer(route, request, response, Buffer.concat(chunks, size), started);
    };
    request.on('data', onData).once('end', onEnd);
  }

  /**
   * Counts the request (when the route is counted), then asks the route. A route that knows its
   * answer at once, counted in memory or not counted, is answered in this very turn; otherwise
   * after the count and the route's answer settle. A refusal, a failure or no answer goes to Fastify.
   */
  private answer(
    route: Routed,
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer | null,
    started: number,
  ): void {
    // Counted once: a request handed to Fastify carries this count, and a refusal is answered there in its own words.
    let count: Promise<void> | undefined;
    try {
      if (route.policy.counted) count = this.setup!.limits.countRequest(this.setup!.address.ip(request)) ?? COUNTED;
    } catch (refusal) {
      return this.handOver(request, response, body, refused(refusal));
    }
    if (!this.admits(route, request)) return this.handOver(request, response, body, count);
    let pending: EdgeAnswer | null | Promise<EdgeAnswer | null>;
    try {
      pending =
        count && count !== COUNTED ? count.then(() => route.answer(request, body)) : route.answer(request, body);
    } catch {
      return this.handOver(request, response, body, count);
    }
    if (!(pending instanceof Promise))
      return pending
        ? this.send(route, request, response, pending, started)
        : this.handOver(request, response, body, count);
    const fallBack = () => this.handOver(request, response, body, count);
    pending.then((answer) => (answer ? this.send(route, request, response, answer, started) : fallBack()), fallBack);
  }

  /** The route's access rule, for a caller known from memory (anyone, for a public route). */
  private admits(route: Routed, request: IncomingMessage): boolean {
    return route.access.kind === 'public' || allows(route.access, this.setup!.callers.known(request));
  }

  private handOver(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer | null,
    count: Promise<void> | undefined,
  ): void {
    if (body) (request as IncomingMessage & { [PRELOADED_BODY]?: Buffer[] })[PRELOADED_BODY] = [body];
    if (count) (request as IncomingMessage & { [COUNTED_REQUEST]?: Promise<void> })[COUNTED_REQUEST] = count;
    this.fastify(request, response);
  }

  private send(
    route: Routed,
    request: IncomingMessage,
    response: ServerResponse,
    answer: EdgeAnswer,
    started: number,
  ): void {
    const setup = this.setup!;
    const id = requestId(request);
    const headers: string[] = ['x-request-id', id, ...this.apiHeaderList, 'content-type', answer.type];
    let status = answer.status;
    let bytes: Buffer | null = Buffer.isBuffer(answer.body) ? answer.body : null;
    if (isEncoded(answer.body)) {
      const validator = answer.validator !== false;
      const chosen = negotiate(
        validator ? request.headers : { ...request.headers, 'if-none-match': undefined },
        answer.body,
      );
      if (validator) headers.push('etag', answer.body.etag, 'vary', 'accept-encoding');
      else if (chosen.encoding) headers.push('vary', 'accept-encoding');
      if (chosen.encoding) headers.push('content-encoding', chosen.encoding);
      status = chosen.status;
      bytes = chosen.bytes;
    }
    if (route.policy.xsrf && !hasXsrfCookie(request.headers.cookie))
      headers.push('set-cookie', newXsrfCookie(setup.address.protocol(request)));
    if (bytes) headers.push('content-length', String(bytes.length));
    response.writeHead(status, headers);
    // The kept Buffer itself: node:http writes it beside the head in one writev, copying nothing on
    // the JS heap (a string body was joined to the head, 6 KB of garbage per answer).
    if (bytes) response.end(bytes);
    else response.end();
    const seconds = (performance.now() - started) / 1000;
    if (route.policy.logsSuccess || status >= 400) {
      setup.writeLine({
        reqId: id,
        method: request.method!,
        path: route.url,
        route: route.url,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      });
    }
    setup.observe?.(request.method!, route.url, status, seconds);
  }
}
