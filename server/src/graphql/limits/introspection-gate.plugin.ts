import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';

export const INTROSPECTION_REFUSED =
  'Introspection is open to employees and API keys; the schema is also at /graphql/schema.graphql.';

/** Whether a document asks about the schema itself (__schema or __type; __typename is ordinary). */
export function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

const mayIntrospect = (caller: AuthUser | null) =>
  caller !== null && (caller.apiKey !== undefined || caller.role === Role.Employee);

/**
 * Introspection in production: for signed-in employees and API key holders (integrators' tools),
 * not for anonymous callers or customers' browsers. Elsewhere it is open to all.
 */
export function introspectionGatePlugin(
  callerOf: (request: FastifyRequest) => Promise<AuthUser | null>,
): ApolloServerPlugin<{ req: FastifyRequest }> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!introspects(document)) return;
          if (mayIntrospect(await callerOf(contextValue.req))) return;
          throw new GraphQLError(INTROSPECTION_REFUSED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
      };
    },
  };
}
