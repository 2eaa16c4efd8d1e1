import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CachedTokenCheck } from '../../common/auth/cached-token-check.js';
import { bearerToken } from '../../common/auth/bearer-token.js';
import type { ProductsService } from '../../modules/products/products.service.js';
import { catalogueOnlyAnswers } from './catalogue-answers.plugin.js';

/** The catalogue lists an answer was computed from: the same frozen arrays while nothing changed. */
interface CatalogueVersion {
  readonly all: readonly unknown[];
  readonly available: readonly unknown[];
}

interface KeptAnswer extends CatalogueVersion {
  readonly contentType: string;
  readonly body: string;
}

interface Pending {
  readonly key: string;
  readonly version: CatalogueVersion;
}

const isGraphqlPost = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.url === '/graphql';

/**
 * The catalogue queries (available products, the product list) are what every shopper's screen
 * asks first, and their answer is the same for every caller of a role until the catalogue
 * changes. For a caller whose token is already known, an answer Apollo gave to the very same
 * document, variables and Accept header is sent again from memory, before Apollo's pipeline —
 * as long as the catalogue lists it was computed from are still the current ones (a catalogue
 * write, on any instance, replaces them). Register before the compression plugin, whose onSend
 * would otherwise hand this one a compressed stream.
 */
export function registerCatalogueAnswers(fastify: FastifyInstance, tokens: CachedTokenCheck, catalogue: ProductsService): void {
  const kept = new LRUCache<string, KeptAnswer>({ max: 500 });
  const pending = new WeakMap<FastifyRequest, Pending>();

  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isGraphqlPost(request) || !String(request.headers['content-type']).startsWith('application/json')) return;
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | null;
    if (!body || typeof body.query !== 'string' || body.extensions !== undefined) return;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await tokens.userFor(token) : null;
    if (!user) return;
    const key = JSON.stringify([user.role, request.headers.accept ?? '', body.operationName ?? null, body.query, body.variables ?? null]);
    // Taken before the answer is computed: a change meanwhile makes the kept answer look older, never newer.
    // Only what is cached already: a request that is no catalogue query must not load the lists.
    const version = catalogue.cachedListings();
    if (!version) return;
    const answer = kept.get(key);
    if (answer && answer.all === version.all && answer.available === version.available) {
      return reply.type(answer.contentType).send(answer.body);
    }
    pending.set(request, { key, version });
  });

  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const waiting = pending.get(request);
    if (waiting && catalogueOnlyAnswers.has(request) && reply.statusCode === 200 && typeof payload === 'string') {
      kept.set(waiting.key, { ...waiting.version, contentType: String(reply.getHeader('content-type')), body: payload });
    }
    done(null, payload);
  });
}
