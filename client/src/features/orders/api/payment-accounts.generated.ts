import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PaymentAccountsQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type PaymentAccountsQuery = { __typename?: 'Query', paymentAccounts: Array<{ __typename?: 'PaymentAccount', method: Types.TransferMethod, accountName: string, accountNumber: string, bankName?: string | null, branch?: string | null, qrImage?: string | null }> };


export const PaymentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]} as unknown as DocumentNode<PaymentAccountsQuery, PaymentAccountsQueryVariables>;