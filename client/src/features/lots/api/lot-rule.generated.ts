import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LotRuleQueryVariables = Types.Exact<{
  productId: Types.Scalars['ID']['input'];
  productionDate: Types.Scalars['String']['input'];
}>;


export type LotRuleQuery = { __typename?: 'Query', lotRule: { __typename?: 'LotRule', prefix: string, nextCode: string, bestBefore: string, shelfLifeDays: number } };


export const LotRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productionDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productionDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productionDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"nextCode"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeDays"}}]}}]}}]} as unknown as DocumentNode<LotRuleQuery, LotRuleQueryVariables>;