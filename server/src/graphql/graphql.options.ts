import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { OrderLoadersFactory } from '../modules/orders/order-loaders.js';

/** Apollo Server 5 on Fastify at /graphql; per-request DataLoaders live in the context. */
export function graphqlOptions(config: AppConfig, loaders: OrderLoadersFactory): ApolloDriverConfig {
  const production = config.env === 'production';
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: !production,
    graphiql: !production,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    context: (request: FastifyRequest, reply: FastifyReply) => ({ req: request, reply, loaders: loaders.create() }),
  };
}
