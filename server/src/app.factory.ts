import 'reflect-metadata';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { registerCsrfProtection } from './common/http/csrf.js';
import { jsonBodyParser } from './common/http/json-body.js';
import type { AppConfig } from './config/app-config.js';

/** Larger bodies get 413. */
const BODY_LIMIT = 1_048_576;

export interface CreateAppOptions extends AppModuleOptions {
  /** Nest log levels; the default logs start-up and errors, tests and tools only errors. */
  logLevels?: LogLevel[];
}

/** Builds the whole server (REST, GraphQL, health, static client); used by main.ts, the tools and the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: options.logLevels ?? (config.env === 'test' ? ['error'] : ['log', 'warn', 'error']),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, jsonBodyParser(fastify));
  registerCsrfProtection(fastify);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  if (config.clientDir && existsSync(config.clientDir)) {
    // Loaded only when there is a client to serve (its dependencies are ES modules).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        // Vite puts content-hashed files under assets/: they never change.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.enableShutdownHooks();
  await app.init();
  return app;
}
