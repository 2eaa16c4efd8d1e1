import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * Runs queries with graphql-jit (each document compiled once into plain JavaScript) instead of
 * graphql-js's interpreter. Only answers that succeed are answered here: a query with errors,
 * and every mutation, runs through Apollo's own execution, so errors are formatted one way.
 * One plugin per server: a compiled query holds that server's resolvers.
 */
export function jitExecutionPlugin(): ApolloServerPlugin {
  /** Compiled queries of the documents seen lately (clients repeat the same few). */
  const compiled = new LRUCache<string, CompiledQuery | false>({ max: 500 });
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, schema, queryHash, operationName, request, contextValue }) {
          if (operation?.operation !== 'query') return null;
          const key = `${queryHash}\u0000${operationName ?? ''}`;
          let query = compiled.get(key);
          if (query === undefined) {
            const result = compileQuery(schema, document, operationName ?? undefined);
            query = isCompiledQuery(result) ? result : false;
            compiled.set(key, query);
          }
          if (!query) return null;
          const result = await query.query(undefined, contextValue, request.variables ?? {});
          if (result.errors?.length) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data: result.data } },
          };
        },
      };
    },
  };
}
