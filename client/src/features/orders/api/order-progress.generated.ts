import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OrderProgressFragment = { __typename?: 'Order', deliveryMethod: Types.DeliveryMethod, paymentMethod: Types.PaymentMethod, paymentStatus: Types.PaymentStatus, fulfilmentStatus?: Types.FulfilmentStatus | null };

export const OrderProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentStatus"}}]}}]} as unknown as DocumentNode<OrderProgressFragment, unknown>;