import { Global, Injectable, Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from './client-pages.js';
import type { EdgeRoute } from './edge/edge-route.js';

/**
 * What a module adds to the HTTP server beside its controllers and resolvers, handed over as
 * its provider is made (before the app is set up), so that the app's factory lists no module's routes.
 */
export interface HttpContribution {
  /** Hooks registered before the API answers are compressed (an answer cache's lookups and keeps). */
  readonly beforeCompression?: (fastify: FastifyInstance) => void | Promise<void>;
  /** Parsers and file routes registered after the rate limits and XSRF protection. */
  readonly afterProtection?: (fastify: FastifyInstance) => void | Promise<void>;
  /** Routes the edge answers in front of Fastify, asked for once the app has started. */
  readonly edgeRoutes?: () => readonly EdgeRoute[];
  /** Routes whose body is a picture's bytes, read by the uploads' parser. */
  readonly pictureRoutes?: readonly string[];
  /** Pages rendered into the client's shell, by route. */
  readonly pages?: Readonly<Record<string, RenderedPage>>;
  /** Addresses of pages beside the client's own, for the sitemap. */
  readonly sitemapPaths?: () => Promise<string[]>;
}

/** The contributions of every module, in the order the modules started. */
@Injectable()
export class HttpContributions {
  private readonly contributions: HttpContribution[] = [];

  add(contribution: HttpContribution): void {
    this.contributions.push(contribution);
  }

  list(): readonly HttpContribution[] {
    return this.contributions;
  }

  pictureRoutes(): string[] {
    return this.contributions.flatMap((contribution) => contribution.pictureRoutes ?? []);
  }
}

@Global()
@Module({ providers: [HttpContributions], exports: [HttpContributions] })
export class HttpContributionsModule {}
