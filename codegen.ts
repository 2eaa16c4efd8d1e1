import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client: the schema the server writes (schema.graphql)
 * plus the operations in client/src → client/src/gql/graphql.ts, used with
 * Apollo Client's own useQuery/useMutation. Run `npm run codegen`.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
