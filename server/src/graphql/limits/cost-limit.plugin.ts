import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { DOCUMENT_LIMITS } from './document-limits.js';

export const TOO_COSTLY = `This query asks for too much at once (cost above ${DOCUMENT_LIMITS.maxCost}). Ask for fewer lists or fields per request.`;

/**
 * __typename costs nothing: nothing resolves it, and Apollo Client adds it to every selection, so
 * counting it (times 50 in an order list) would make the web app's own lists dearer than they are.
 */
const typenameEstimator: ComplexityEstimator = ({ field }) => (field.name === '__typename' ? 0 : undefined);

const ESTIMATORS = [typenameEstimator, fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/** The cost of one operation of a document, with its variables (graphql-query-complexity). */
export function operationCost(
  schema: Parameters<typeof getComplexity>[0]['schema'],
  query: Parameters<typeof getComplexity>[0]['query'],
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({ schema, query, variables, operationName: operationName ?? undefined, estimators: ESTIMATORS });
}

/** Costs of the documents seen lately, by document, operation and variables (clients repeat them). */
const costs = new LRUCache<string, number>({ max: 1000 });
/** Variables longer than this are costed each time rather than kept as a cache key. */
const CACHED_VARIABLES_MAX = 512;

/**
 * Refuses an operation whose cost is above the limit once its variables are known, before
 * any resolver runs: 400 with code QUERY_TOO_COSTLY.
 */
export const costLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request, document, schema, queryHash }) {
        // No such operation: the operation guard answers it.
        if (!operation) return;
        const variables = request.variables ? JSON.stringify(request.variables) : '';
        const key =
          variables.length <= CACHED_VARIABLES_MAX
            ? `${queryHash}\u0000${request.operationName ?? ''}\u0000${variables}`
            : null;
        let cost = key === null ? undefined : costs.get(key);
        if (cost === undefined) {
          try {
            cost = operationCost(schema, document, request.variables, request.operationName ?? undefined);
          } catch (error) {
            // Variables that do not fit their types: execution refuses them (400) before any resolver runs.
            if ((error as Error)?.name === 'GraphQLError') return;
            throw error;
          }
          if (key !== null) costs.set(key, cost);
        }
        if (cost > DOCUMENT_LIMITS.maxCost) {
          throw new GraphQLError(TOO_COSTLY, { extensions: { code: 'QUERY_TOO_COSTLY', cost, http: { status: 400 } } });
        }
      },
    };
  },
};
