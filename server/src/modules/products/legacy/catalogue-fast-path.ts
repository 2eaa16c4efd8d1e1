import { accessRuleOf } from '../../../http/access/access.decorator.js';
import type { EdgeRoute } from '../../../http/edge/edge-route.js';
import type { ProductsService } from '../products.service.js';
import { CATALOGUE_ANSWERS, CATALOGUE_JSON_TYPE } from './catalogue-list-answers.js';
import { ProductController } from './product.controller.js';

/**
 * The legacy catalogue lists are the most read answers and come from memory: for a caller known
 * from memory alone (a token verified before, its live session cached) and a list that is cached,
 * the edge sends them before Fastify and Nest, without waiting a turn. Anything else — a first or
 * unknown token, a session or list to be read, the wrong role, a query string — goes on to the
 * controller, which answers or refuses as always, from the same table.
 */
export function catalogueEdgeRoutes(catalogue: ProductsService): EdgeRoute[] {
  return (Object.keys(CATALOGUE_ANSWERS) as (keyof typeof CATALOGUE_ANSWERS)[]).map((name) => ({
    method: 'GET',
    url: `/api/Product/${name}`,
    access: accessRuleOf(ProductController.prototype[name], ProductController),
    answer() {
      const body = CATALOGUE_ANSWERS[name].cachedBody(catalogue);
      return body && { status: 200, type: CATALOGUE_JSON_TYPE, body };
    },
  }));
}
