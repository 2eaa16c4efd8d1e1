import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SetProductTypeRuleMutationVariables = Types.Exact<{
  productType: Types.ProductType;
  perishable: Types.Scalars['Boolean']['input'];
}>;


export type SetProductTypeRuleMutation = { __typename?: 'Mutation', setProductTypeRule: { __typename?: 'ProductTypeRule', productType: Types.ProductType, perishable: boolean } };


export const SetProductTypeRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductTypeRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perishable"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductTypeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productType"}}},{"kind":"Argument","name":{"kind":"Name","value":"perishable"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perishable"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"perishable"}}]}}]}}]} as unknown as DocumentNode<SetProductTypeRuleMutation, SetProductTypeRuleMutationVariables>;