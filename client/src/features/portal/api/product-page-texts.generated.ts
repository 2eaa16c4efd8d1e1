import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ProductPageTextsQueryVariables = Types.Exact<{
  productId: Types.Scalars['ID']['input'];
}>;


export type ProductPageTextsQuery = { __typename?: 'Query', product?: { __typename?: 'Product', productId: string, packSize?: string | null, description?: string | null, storage: { __typename?: 'StorageGuidance', temperature?: string | null, shelfLifeUnopened?: string | null, shelfLifeOpened?: string | null, preparation?: string | null } } | null };


export const ProductPageTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPageTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeUnopened"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeOpened"}},{"kind":"Field","name":{"kind":"Name","value":"preparation"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPageTextsQuery, ProductPageTextsQueryVariables>;