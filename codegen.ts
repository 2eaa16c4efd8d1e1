import type { CodegenConfig } from '@graphql-codegen/cli';

const TYPES = { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } };

/**
 * Typed documents for the client, from the schema the server writes (schema.graphql) and the
 * operations in client/src (one per .graphql file), used with Apollo Client's own
 * useQuery/useMutation. Run `npm run codegen`.
 * - client/src/gql/graphql.ts: the schema's enums, inputs and scalars the operations use.
 * - next to each operation, its .generated.ts: the document and its result and variable types.
 *   A screen's chunk carries only the documents it sends, not every screen's.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: { ...TYPES, onlyOperationTypes: true },
    },
    'client/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: TYPES,
    },
  },
};

export default config;
