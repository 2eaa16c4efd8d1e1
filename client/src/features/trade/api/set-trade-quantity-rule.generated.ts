import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SetTradeQuantityRuleMutationVariables = Types.Exact<{
  input: Types.TradeQuantityRuleInput;
}>;


export type SetTradeQuantityRuleMutation = { __typename?: 'Mutation', setTradeQuantityRule: { __typename?: 'Product', productId: string, tradeMinQuantity?: number | null, tradeMultiple?: number | null } };


export const SetTradeQuantityRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTradeQuantityRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeQuantityRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTradeQuantityRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"tradeMinQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"tradeMultiple"}}]}}]}}]} as unknown as DocumentNode<SetTradeQuantityRuleMutation, SetTradeQuantityRuleMutationVariables>;