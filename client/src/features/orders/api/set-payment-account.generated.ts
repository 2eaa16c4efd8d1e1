import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SetPaymentAccountMutationVariables = Types.Exact<{
  input: Types.PaymentAccountInput;
}>;


export type SetPaymentAccountMutation = { __typename?: 'Mutation', setPaymentAccount: { __typename?: 'PaymentAccount', method: Types.TransferMethod, accountName: string, accountNumber: string, bankName?: string | null, branch?: string | null, qrImage?: string | null } };


export const SetPaymentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]} as unknown as DocumentNode<SetPaymentAccountMutation, SetPaymentAccountMutationVariables>;