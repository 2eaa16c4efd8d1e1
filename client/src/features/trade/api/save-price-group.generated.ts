import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SavePriceGroupMutationVariables = Types.Exact<{
  input: Types.PriceGroupInput;
}>;


export type SavePriceGroupMutation = { __typename?: 'Mutation', savePriceGroup: { __typename?: 'PriceGroup', id: number, name: string, minOrderAmount: number, termsDays?: number | null, accountCount: number } };


export const SavePriceGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePriceGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePriceGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minOrderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"termsDays"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<SavePriceGroupMutation, SavePriceGroupMutationVariables>;