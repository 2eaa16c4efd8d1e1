import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { inputProblem } from '../../http/input-guard.js';

/**
 * GraphQL variables pass the same input check as every request body, also when they
 * arrive in a GET query string (which the body check never sees); before any resolver.
 */
export const variablesGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const problem = inputProblem(request.variables);
        if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      },
    };
  },
};
