import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ImportTradePricesMutationVariables = Types.Exact<{
  priceGroupId: Types.Scalars['Int']['input'];
  csv: Types.Scalars['String']['input'];
}>;


export type ImportTradePricesMutation = { __typename?: 'Mutation', importTradePrices: { __typename?: 'TradePriceImport', imported: number, problems: Array<{ __typename?: 'CsvRowProblem', line: number, message: string }> } };


export const ImportTradePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTradePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTradePrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"priceGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportTradePricesMutation, ImportTradePricesMutationVariables>;