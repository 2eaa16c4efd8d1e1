import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SetTradePricesMutationVariables = Types.Exact<{
  input: Types.SetTradePricesInput;
}>;


export type SetTradePricesMutation = { __typename?: 'Mutation', setTradePrices: Array<{ __typename?: 'TradePriceRow', id: number, productId: string, productName: string, minQuantity: number, unitPrice: number, validFrom?: string | null, validTo?: string | null }> };


export const SetTradePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTradePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTradePricesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTradePrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradePriceRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradePriceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradePriceRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]} as unknown as DocumentNode<SetTradePricesMutation, SetTradePricesMutationVariables>;