import type { CodegenConfig } from '@graphql-codegen/cli';

/** Documents the public pages send (see below). */
const PUBLIC_DOCUMENTS = 'client/src/features/marketing/api/*.graphql';
/** The fragments more than one feature reads, the public pages' documents among them. */
const SHARED_FRAGMENTS = 'client/src/api/fragments.graphql';

const TYPES = { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string' } };

/**
 * Typed documents for the client, from the schema the server writes (schema.graphql) and the
 * operations in client/src (one per .graphql file), used with Apollo Client's own
 * useQuery/useMutation. Run `npm run codegen`.
 * - client/src/gql/graphql.ts: the schema's enums, inputs and scalars the operations use.
 * - next to each operation, its .generated.ts: the document and its result and variable types.
 *   A screen's chunk carries only the documents it sends, not every screen's.
 * - the public pages' documents (features/marketing/api): their types, and each as the text sent
 *   with fetch (client/scripts/codegen-public-documents.cjs).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/graphql.ts': {
      documents: ['client/src/**/*.graphql'],
      plugins: ['typescript'],
      config: { ...TYPES, onlyOperationTypes: true },
      // Printed as the rest of the code is (an enum on one line), so that it reads, and diffs, like it.
      hooks: { afterOneFileWrite: ['prettier --write'] },
    },
    'client/src/': {
      documents: ['client/src/**/*.graphql', `!${PUBLIC_DOCUMENTS}`],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: TYPES,
    },
    // The public pages' documents as the strings sent: those pages send them with fetch, without Apollo Client or graphql-js.
    'client/src/features/marketing/': {
      documents: [PUBLIC_DOCUMENTS],
      externalDocuments: [SHARED_FRAGMENTS],
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '../../gql/graphql.ts' },
      plugins: ['typescript-operations', './client/scripts/codegen-public-documents.cjs'],
      config: TYPES,
    },
  },
};

export default config;
