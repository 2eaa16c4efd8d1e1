import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { AppConfig } from '../config/app-config.js';
import type { RawRequest } from '../http/access/request-context.js';
import type { AuthUser } from '../platform/identity/auth-user.js';
import { jitExecutionPlugin } from './jit-execution.plugin.js';
import { costLimitPlugin } from './limits/cost-limit.plugin.js';
import { DOCUMENT_LIMITS, documentLimitRules } from './limits/document-limits.js';
import { envelopeGuardPlugin } from './limits/envelope-guard.plugin.js';
import { introspectionGatePlugin } from './limits/introspection-gate.plugin.js';
import { TRUSTED_DOCUMENTS } from './trusted/trusted-documents.generated.js';
import { TrustedDocumentStore, trustedDocumentsPlugin } from './trusted/trusted-documents.plugin.js';
import { variablesGuardPlugin } from './limits/variables-guard.plugin.js';

/** Who calls, from the request context, for the gates that run before any resolver (RequestCallers): null for none or a refused token. */
export interface GraphqlCallers {
  orNull(request: RawRequest): Promise<AuthUser | null>;
}

/** Apollo plugins a module adds (the products module marks the catalogue answers it may keep). */
export type GraphqlPlugins = readonly ApolloServerPlugin<{ req: FastifyRequest }>[];

/** The per-request DataLoaders a module puts in the context (the orders module's OrderLoadersFactory). */
export interface GraphqlLoaders {
  create(): object;
}

/** graphql-js appends "Did you mean …?" to unknown fields and enum values, variables included. */
const SUGGESTION = /\s*Did you mean .*\?\s*$/s;
/** 'Variable "$i" got invalid value {…}; Field "userName" of required type …': the part after ";" describes the schema. */
const VARIABLE_DETAIL = /^(Variable "\$[^"]+" got invalid value .*?); .*$/s;

/** Production answers name no fields the caller did not name themselves (introspection is off there too). */
export function withoutSchemaDetails(error: GraphQLFormattedError): GraphQLFormattedError {
  const message = error.message.replace(VARIABLE_DETAIL, '$1.').replace(SUGGESTION, '');
  return message === error.message ? error : { ...error, message };
}

/**
 * Apollo Server 5 on Fastify at /graphql; per-request DataLoaders live in the context.
 * Hostile documents stop before any resolver: tokens at parse, aliases, depth and the
 * one-credential-mutation rule at validation, cost and variables once the operation is known.
 */
export function graphqlOptions(
  config: AppConfig,
  loaders: GraphqlLoaders,
  callers: GraphqlCallers,
  modulePlugins: GraphqlPlugins = [],
): ApolloDriverConfig {
  const production = config.env === 'production';
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    // In production only employees and API keys may introspect (introspectionGatePlugin).
    introspection: true,
    graphiql: !production,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: production,
    parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens },
    validationRules: documentLimitRules(),
    // Persisted documents: a request may name one of the web client's operations by its trusted-document
    // id instead of sending the text. The store takes no new ones, so a stranger can fill nothing.
    persistedQueries: { cache: new TrustedDocumentStore(TRUSTED_DOCUMENTS), ttl: null },
    plugins: [
      ...(production ? [introspectionGatePlugin((request) => callers.orNull(request.raw))] : []),
      ...(config.trustedDocuments === 'strict'
        ? [trustedDocumentsPlugin(TRUSTED_DOCUMENTS, (request) => callers.orNull(request.raw))]
        : []),
      envelopeGuardPlugin,
      variablesGuardPlugin,
      costLimitPlugin,
      jitExecutionPlugin(),
      ...modulePlugins,
      // Apollo's cache-control plugin wraps every field's resolver; answers here are never cached by hints.
      ApolloServerPluginCacheControlDisabled(),
    ],
    formatError: production ? withoutSchemaDetails : (error) => error,
    // Nest would answer 200 whatever an executed operation's errors say; the only status they set is a
    // database outage's 503 (AllExceptionsFilter), which balancers and retrying clients must see.
    preserveHttpStatusForExecutionErrors: false,
    context: (request: FastifyRequest, reply: FastifyReply) => ({ req: request, reply, loaders: loaders.create() }),
  };
}
