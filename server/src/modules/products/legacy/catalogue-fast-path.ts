import type { CachedTokenCheck } from '../../../common/auth/cached-token-check.js';
import { bearerToken } from '../../../common/auth/bearer-token.js';
import type { EdgeRoute } from '../../../common/http/edge/edge-route.js';
import type { ProductsService } from '../products.service.js';
import { CATALOGUE_ANSWERS, CATALOGUE_JSON_TYPE } from './catalogue-answers.js';

/**
 * The legacy catalogue lists are the most read answers and come from memory: for a caller known
 * from memory alone (a token verified before, its live session cached) and a list that is cached,
 * the edge sends them before Fastify and Nest, without waiting a turn. Anything else — a first or
 * unknown token, a session or list to be read, the wrong role, a query string — goes on to the
 * controller, which answers or refuses as always, from the same table.
 */
export function catalogueEdgeRoutes(tokens: CachedTokenCheck, catalogue: ProductsService): EdgeRoute[] {
  return Object.entries(CATALOGUE_ANSWERS).map(([name, answer]) => ({
    method: 'GET',
    url: `/api/Product/${name}`,
    counted: true,
    logsSuccess: true,
    answer(request) {
      const token = bearerToken(request.headers.authorization);
      const user = token ? tokens.knownUser(token) : null;
      const body = user?.role === answer.role ? answer.cachedBody(catalogue) : null;
      return body && { status: 200, type: CATALOGUE_JSON_TYPE, body };
    },
  }));
}
