import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PriceGroupFieldsFragment = { __typename?: 'PriceGroup', id: number, name: string, minOrderAmount: number, termsDays?: number | null, accountCount: number };

export const PriceGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minOrderAmount"}},{"kind":"Field","name":{"kind":"Name","value":"termsDays"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}}]}}]} as unknown as DocumentNode<PriceGroupFieldsFragment, unknown>;