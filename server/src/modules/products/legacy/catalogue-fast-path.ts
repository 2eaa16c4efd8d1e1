import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedTokenCheck } from '../../../common/auth/cached-token-check.js';
import { bearerToken } from '../../../common/auth/bearer-token.js';
import { sendEncoded } from '../../../common/http/encoded-body.js';
import type { ProductsService } from '../products.service.js';
import { CATALOGUE_ANSWERS, CATALOGUE_JSON_TYPE, type CatalogueAnswer } from './catalogue-answers.js';

const ROUTES = new Map<string, CatalogueAnswer>(Object.entries(CATALOGUE_ANSWERS).map(([name, answer]) => [`/api/Product/${name}`, answer]));

/**
 * The catalogue lists are the most read answers and come from memory: for a caller whose token
 * was already verified (and whose session is still live) they are sent from an onRequest hook,
 * after the rate limit, CSRF and security-header hooks and before Nest's router, guard and
 * filters, which cost several times the answer itself. Anything else — a first or unknown token,
 * the wrong role, a query string — goes on to the controller, which answers or refuses as always.
 * Register after the other onRequest hooks.
 */
export function registerCatalogueFastPath(fastify: FastifyInstance, tokens: CachedTokenCheck, catalogue: ProductsService): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const answer = ROUTES.get(request.url);
    if (!answer) return;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await tokens.userFor(token) : null;
    if (user?.role !== answer.role) return;
    return sendEncoded(request, reply.type(CATALOGUE_JSON_TYPE), await answer.body(catalogue));
  });
}
