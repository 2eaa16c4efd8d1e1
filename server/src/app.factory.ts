import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { createLogger, flushLogs, flushLogsPeriodically } from './platform/observability/logger.js';
import { registerMetrics } from './http/metrics.js';
import { PinoNestLogger } from './platform/observability/nest-logger.js';
import { requestId } from './http/request-log/request-id.js';
import { registerRequestLog } from './http/request-log/request-log.js';
import { requestLineWriter } from './http/request-log/request-line.js';
import { ClientPages } from './http/client-pages.js';
import { ON_THE_FLY_BROTLI } from './http/encoded-body.js';
import { registerSiteFiles } from './http/site-files.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerEdgeLimits } from './http/edge-limits.js';
import { jsonBodyParser } from './http/json-body.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { RequestCallers } from './http/access/request-callers.js';
import { HttpContributions } from './http/http-contributions.js';
import { Edge } from './http/edge/edge.js';
import type { EdgeRoute } from './http/edge/edge-route.js';
import { clientAddress } from './http/edge/client-address.js';
import { registerPreloadedBodies } from './http/edge/preloaded-body.js';
import { RateLimits } from './platform/shared-state/rate-limits.js';
import type { AppConfig } from './config/app-config.js';
import { DEFAULT_SHUTDOWN_GRACE_SECONDS, drainMilliseconds } from './config/shutdown-config.js';
import { DrainingFastifyAdapter } from './http/drain.js';
import { registerReadRouting } from './database/replicas/read-routing.js';
import { ReplicaSet } from './database/replicas/replica-set.js';

/**
 * Content-hashed build files (assets/) and versioned images (?v=<hash>) never change: a year.
 * Anything else may be replaced in place (a new photo under the same name): an hour.
 */
function staticCacheControl(path: string, url: string): string {
  return path.includes('/assets/') || /[?&]v=/.test(url)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

/** Larger bodies get 413. */
const BODY_LIMIT = 1_048_576;

export interface CreateAppOptions extends AppModuleOptions {
  /**
   * How long closing the app lets the requests in flight finish before it cuts what is left (http/drain.ts);
   * main.ts derives it from SHUTDOWN_GRACE_SECONDS, the default from that setting's default.
   */
  readonly drainMs?: number;
}

/** The routes each app's edge answers before Fastify (read by the test that compares them with Nest's). */
const edgeRoutes = new WeakMap<NestFastifyApplication, readonly EdgeRoute[]>();
export const edgeRoutesOf = (app: NestFastifyApplication): readonly EdgeRoute[] => edgeRoutes.get(app) ?? [];

/** Builds the whole server (REST, GraphQL, health, static client); used by main.ts, the tools and the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const { drainMs = drainMilliseconds(DEFAULT_SHUTDOWN_GRACE_SECONDS), ...moduleOptions } = options;
  const logger = createLogger(config.logLevel);
  const edge = new Edge();
  // No Express-style middleware here: without @fastify/middie every request skips its hook.
  // Closing the app closes the HTTP server first: live streams ended, the rest drained (drain.ts).
  const adapter = new DrainingFastifyAdapter(
    {
      bodyLimit: BODY_LIMIT,
      trustProxy: config.trustProxy as boolean | string,
      skipMiddie: true,
      // Fastify's own logger is this pino instance; one line per answer comes from request-log.ts.
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: requestId,
      serverFactory: edge.serverFactory,
    },
    drainMs,
  );
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, moduleOptions), adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // Only JSON bodies: no form posts (cross-site forms cannot send JSON without a preflight).
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const stopFlushing = flushLogsPeriodically(logger);
  fastify.addHook('onClose', (_instance, done) => (stopFlushing(), flushLogs(logger), done()));
  fastify.removeContentTypeParser(['text/plain']);
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, jsonBodyParser(fastify));
  registerPreloadedBodies(fastify);
  const writeLine = requestLineWriter(logger);
  registerRequestLog(fastify, writeLine);
  const replicas = app.get(ReplicaSet);
  if (replicas.configured) registerReadRouting(fastify);
  const observe = registerMetrics(fastify, config.metricsToken, app.get(DataSource), () => replicas.states());
  const apiHeaders = registerSecurityHeaders(fastify, config);
  // What the modules add beside their controllers and resolvers (HttpContribution), each at its place in the pipeline.
  const contributions = app.get(HttpContributions).list();
  for (const contribution of contributions) await contribution.beforeCompression?.(fastify);
  // API answers over 1 KB, compressed on the fly (brotli at a fast level); cached answers and
  // files come precompressed and are left alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: ON_THE_FLY_BROTLI });
  registerEdgeLimits(fastify, app.get(RateLimits));
  registerCsrfProtection(fastify);
  for (const contribution of contributions) await contribution.afterProtection?.(fastify);
  if (config.clientDir && existsSync(config.clientDir)) {
    // Loaded only when there is a client to serve (its dependencies are ES modules).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build wrote .br and .gz beside every text file.
      preCompressed: true,
      // Pages are answered from memory (ClientPages); files only here.
      allowedPath: (path) => !path.endsWith('.html') && !path.endsWith('.json'),
      setHeaders: (reply, path) => reply.header('cache-control', staticCacheControl(path, reply.request.url)),
    });
  }
  const pages = app.get(ClientPages);
  pages.register(fastify, Object.assign({}, ...contributions.map((contribution) => contribution.pages ?? {})));
  const sitemapPaths = async () =>
    (await Promise.all(contributions.map((contribution) => contribution.sitemapPaths?.() ?? []))).flat();
  registerSiteFiles(fastify, config, pages.publicPaths(), sitemapPaths);
  await app.init();
  const routes = contributions.flatMap((contribution) => contribution.edgeRoutes?.() ?? []);
  edgeRoutes.set(app, routes);
  edge.configure({
    routes,
    apiHeaders,
    limits: app.get(RateLimits),
    callers: app.get(RequestCallers),
    address: clientAddress(config.trustProxy),
    writeLine,
    observe,
  });
  return app;
}
