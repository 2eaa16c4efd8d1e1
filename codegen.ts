import type { CodegenConfig } from '@graphql-codegen/cli';

/** Documents the public pages send (see below). */
const PUBLIC_DOCUMENTS = 'client/src/features/marketing/api/*.graphql';

const TYPES = { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } };

/**
 * Typed documents for the client, from the schema the server writes (schema.graphql) and the
 * operations in client/src (one per .graphql file), used with Apollo Client's own
 * useQuery/useMutation. Run `npm run codegen`.
 * - client/src/gql/graphql.ts: the schema's enums, inputs and scalars the operations use.
 * - next to each operation, its .generated.ts: the document and its result and variable types.
 *   A screen's chunk carries only the documents it sends, not every screen's.
 * - the public pages' documents (features/marketing/api) as typed strings, sent with fetch.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/graphql.ts': {
      documents: ['client/src/**/*.graphql'],
      plugins: ['typescript'],
      config: { ...TYPES, onlyOperationTypes: true },
    },
    'client/src/': {
      documents: ['client/src/**/*.graphql', `!${PUBLIC_DOCUMENTS}`],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: TYPES,
    },
    // The public pages' documents as plain strings: those pages send them with fetch, without Apollo Client or graphql-js.
    'client/src/features/marketing/': {
      documents: [PUBLIC_DOCUMENTS],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '../../gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...TYPES, documentMode: 'string' },
    },
  },
};

export default config;
