import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** Apollo's answers to a persisted-query envelope it cannot use, which it sends with status 200. */
const PERSISTED_QUERY_CODES = new Set(['PERSISTED_QUERY_NOT_SUPPORTED', 'PERSISTED_QUERY_NOT_FOUND']);
/** Apollo's refusals of a malformed persisted-query envelope, which it sends without a code. */
const MALFORMED_PERSISTED_QUERY = new Set(['provided sha does not match query', 'Unsupported persisted query version']);

/**
 * What the request's envelope asks for must be something this server does: an `operationName`
 * the document does not define (or none, when it defines several), a subscription, or a persisted
 * query the server does not hold is the caller's mistake, answered 400 with a code before anything else looks at it.
 */
export const envelopeGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        if (!operation) {
          throw badRequest(
            typeof request.operationName === 'string'
              ? `Unknown operation named "${request.operationName}".`
              : 'Must provide operation name if query contains multiple operations.',
          );
        }
        if (operation.operation === 'subscription')
          throw badRequest(
            'Subscriptions are not supported: live order changes are sent as server-sent events (GET /api/live/orders).',
          );
      },
      async willSendResponse({ errors, response }) {
        if (errors?.some((error) => PERSISTED_QUERY_CODES.has(String(error.extensions?.code))))
          response.http.status = 400;
        if (response.body.kind !== 'single') return;
        const answered = response.body.singleResult.errors;
        if (answered?.some((error) => MALFORMED_PERSISTED_QUERY.has(error.message))) {
          response.http.status = 400;
          response.body.singleResult.errors = answered.map((error) =>
            MALFORMED_PERSISTED_QUERY.has(error.message)
              ? { ...error, extensions: { ...error.extensions, code: 'BAD_REQUEST' } }
              : error,
          );
        }
      },
    };
  },
};
