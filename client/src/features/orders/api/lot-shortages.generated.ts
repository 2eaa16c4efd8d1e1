import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LotShortagesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type LotShortagesQuery = { __typename?: 'Query', lotShortages: Array<{ __typename?: 'LotShortage', orderId: number, productId: string, productName: string, unitsShort: number, unsellableLots: Array<string> }> };


export const LotShortagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotShortages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotShortages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unitsShort"}},{"kind":"Field","name":{"kind":"Name","value":"unsellableLots"}}]}}]}}]} as unknown as DocumentNode<LotShortagesQuery, LotShortagesQueryVariables>;