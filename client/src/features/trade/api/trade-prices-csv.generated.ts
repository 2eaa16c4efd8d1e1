import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TradePricesCsvQueryVariables = Types.Exact<{
  priceGroupId: Types.Scalars['Int']['input'];
}>;


export type TradePricesCsvQuery = { __typename?: 'Query', tradePricesCsv: string };


export const TradePricesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradePricesCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradePricesCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}}}]}]}}]} as unknown as DocumentNode<TradePricesCsvQuery, TradePricesCsvQueryVariables>;