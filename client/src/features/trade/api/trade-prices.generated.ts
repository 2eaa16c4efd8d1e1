import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TradePricesQueryVariables = Types.Exact<{
  priceGroupId: Types.Scalars['Int']['input'];
}>;


export type TradePricesQuery = { __typename?: 'Query', tradePrices: Array<{ __typename?: 'TradePriceRow', id: number, productId: string, productName: string, minQuantity: number, unitPrice: number, validFrom?: string | null, validTo?: string | null }> };


export const TradePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradePrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradePriceRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradePriceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradePriceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]} as unknown as DocumentNode<TradePricesQuery, TradePricesQueryVariables>;