import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RecordOrderRefundMutationVariables = Types.Exact<{
  input: Types.RecordRefundInput;
}>;


export type RecordOrderRefundMutation = { __typename?: 'Mutation', recordOrderRefund: { __typename?: 'Order', orderId: number, paymentStatus: Types.PaymentStatus, refundMethod?: Types.PaymentMethod | null, refundReference?: string | null, refundedOn?: string | null } };


export const RecordOrderRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOrderRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOrderRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundMethod"}},{"kind":"Field","name":{"kind":"Name","value":"refundReference"}},{"kind":"Field","name":{"kind":"Name","value":"refundedOn"}}]}}]}}]} as unknown as DocumentNode<RecordOrderRefundMutation, RecordOrderRefundMutationVariables>;