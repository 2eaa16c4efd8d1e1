import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AddProductInput = {
  /** At most 2000 characters; paragraphs separated by blank lines. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "250 g pack". */
  packSize?: InputMaybe<Scalars['String']['input']>;
  /** How to thaw and prepare it. */
  preparation?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['String']['input'];
  /** An http(s) URL or a site path such as /images/products/danggit.webp; without one, the type's placeholder picture until one is uploaded. */
  productImage?: InputMaybe<Scalars['String']['input']>;
  productName: Scalars['String']['input'];
  /** Pesos, at most two decimals, greater than 0 and at most 1,000,000. */
  productPrice: Scalars['Float']['input'];
  productStatus?: InputMaybe<ProductStatus>;
  productType: ProductType;
  shelfLifeOpened?: InputMaybe<Scalars['String']['input']>;
  shelfLifeUnopened?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "Frozen, -18 °C or colder". */
  storageTemperature?: InputMaybe<Scalars['String']['input']>;
};

/** Stock as shoppers see it. */
export type AvailabilityStatus =
  | 'IN_STOCK'
  | 'LOW_STOCK'
  | 'OUT_OF_STOCK';

export type CancelMyOrderInput = {
  orderId: Scalars['Int']['input'];
  /** Why the order is cancelled: 1 to 500 characters. */
  reason: Scalars['String']['input'];
};

/** TYPE: by type, then ID (the catalogue order). NAME: A to Z. PRICE_ASC / PRICE_DESC: cheapest or dearest first. */
export type CatalogueSort =
  | 'NAME'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'TYPE';

export type CertificationInput = {
  certificateNumber: Scalars['String']['input'];
  scheme: CertificationScheme;
  /** The last day it is valid, YYYY-MM-DD. */
  validUntil: Scalars['String']['input'];
};

/** A food-safety certification a product may carry. */
export type CertificationScheme =
  | 'GMP'
  | 'HACCP'
  | 'HALAL';

export type ContactMessageInput = {
  details?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  /** Leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A new API key for the signed-in account. */
export type CreateApiKeyInput = {
  /** When the key stops working; none: until revoked. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the key is for, e.g. "Weekly re-order script" (1 to 80 characters). */
  name: Scalars['String']['input'];
  /** What the key may do: some of the scopes apiScopes lists for this account. */
  scopes: Array<Scalars['String']['input']>;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** Some of the names webhookEvents lists. */
  events: Array<Scalars['String']['input']>;
  /** An https address (at most 500 characters) that answers 2xx within 5 s. */
  url: Scalars['String']['input'];
};

export type DecideOrderInput = {
  orderId: Scalars['Int']['input'];
  /** Optional, at most 500 characters, stored exactly as sent. */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** Delivered to an address in a zone, or picked up at the Cavite facility. */
export type DeliveryMethod =
  | 'DELIVERY'
  | 'PICKUP';

export type DeliveryZoneInput = {
  active: Scalars['Boolean']['input'];
  areas: Array<ZoneAreaInput>;
  cutoff: Scalars['String']['input'];
  deliveryFee: Scalars['Float']['input'];
  leadDays: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  weekdays: Array<Scalars['Int']['input']>;
};

export type EditProductInput = {
  /** At most 2000 characters; paragraphs separated by blank lines. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "250 g pack". */
  packSize?: InputMaybe<Scalars['String']['input']>;
  /** How to thaw and prepare it. */
  preparation?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['String']['input'];
  productImage?: InputMaybe<Scalars['String']['input']>;
  productPrice?: InputMaybe<Scalars['Float']['input']>;
  productStatus?: InputMaybe<ProductStatus>;
  productType?: InputMaybe<ProductType>;
  shelfLifeOpened?: InputMaybe<Scalars['String']['input']>;
  shelfLifeUnopened?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "Frozen, -18 °C or colder". */
  storageTemperature?: InputMaybe<Scalars['String']['input']>;
};

/** The steps after approval: packed, out for delivery or ready for pickup, delivered or picked up. */
export type FulfilmentStatus =
  | 'DELIVERED'
  | 'OUT_FOR_DELIVERY'
  | 'PACKED'
  | 'PICKED_UP'
  | 'READY_FOR_PICKUP';

export type LoginInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type OrderItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'PENDING';

/** Cash when the order arrives or is picked up, or a transfer shown by a proof. */
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CASH'
  | 'GCASH'
  | 'MAYA';

/** UNPAID → PROOF_SENT → PAID; a paid order that is cancelled is REFUNDED. */
export type PaymentStatus =
  | 'PAID'
  | 'PROOF_SENT'
  | 'REFUNDED'
  | 'UNPAID';

export type PlaceOrderInput = {
  items: Array<OrderItemInput>;
};

/** Customers only see Available products. */
export type ProductStatus =
  | 'Available'
  | 'Unavailable';

/** How the fish is preserved. */
export type ProductType =
  | 'DRIED'
  | 'MARINATED'
  | 'SMOKED';

export type RegisterInput = {
  address: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  /** The account’s username or email address. */
  account: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The token from the link in the e-mail. */
  token: Scalars['String']['input'];
};

/** Who an account belongs to. */
export type Role =
  | 'Customer'
  | 'Employee';

export type SetProductCertificationsInput = {
  /** Every certification the product carries now (at most one per scheme); an empty list removes them all. */
  certifications: Array<CertificationInput>;
  productId: Scalars['String']['input'];
};

export type SetProductStockInput = {
  /** Staff are mailed when an approval takes the stock to this level or below; null: never. */
  lowStockThreshold?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  /** Units on hand; null: not tracked (never runs out). */
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateProfileInput = {
  address: Scalars['String']['input'];
  confirmNewPassword?: InputMaybe<Scalars['String']['input']>;
  /** Required with newPassword: the password the account has now. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  newPassword?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

/** What to change of an endpoint; what is left out stays. */
export type UpdateWebhookEndpointInput = {
  /** Turn the endpoint on (again) or off. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ZoneAreaInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  province: Scalars['String']['input'];
};

export type OrderSettlementFragment = { __typename?: 'Order', deliveryMethod: DeliveryMethod, deliveryZoneName?: string | null, deliveryDate?: string | null, deliveryFee: number, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentReference?: string | null, hasPaymentProof: boolean };

export type OrdersToAuthorizeQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrdersToAuthorizeQuery = { __typename?: 'Query', ordersToAuthorizeConnection: { __typename?: 'OrderConnection', totalCount: number, nodes: Array<{ __typename?: 'Order', deliveryMethod: DeliveryMethod, deliveryZoneName?: string | null, deliveryDate?: string | null, deliveryFee: number, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentReference?: string | null, hasPaymentProof: boolean, orderId: number, customerId: string, fullName: string, address: string, mobileNumber: string, emailAddress: string, totalAmount: number, orderStatus: OrderStatus, orderDate: string, authorizedByFullName?: string | null, cancelledByCustomer: boolean, authorizationDate?: string | null, remarks?: string | null, cartItems: Array<{ __typename?: 'OrderLine', productId: string, productName: string, productPrice: number, quantity: number, totalPrice: number }> }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export type ProductCardFragment = { __typename?: 'Product', productId: string, productName: string, productPrice: number, productType: ProductType, productStatus: ProductStatus, productImage: string, availability: { __typename?: 'Availability', status: AvailabilityStatus, unitsLeft?: number | null } };

export type StaffProductFragment = { __typename?: 'Product', stockQuantity?: number | null, lowStockThreshold?: number | null, productId: string, productName: string, productPrice: number, productType: ProductType, productStatus: ProductStatus, productImage: string, availability: { __typename?: 'Availability', status: AvailabilityStatus, unitsLeft?: number | null } };

export type OrderRowFragment = { __typename?: 'Order', orderId: number, customerId: string, fullName: string, address: string, mobileNumber: string, emailAddress: string, totalAmount: number, orderStatus: OrderStatus, orderDate: string, authorizedByFullName?: string | null, cancelledByCustomer: boolean, authorizationDate?: string | null, remarks?: string | null, cartItems: Array<{ __typename?: 'OrderLine', productId: string, productName: string, productPrice: number, quantity: number, totalPrice: number }> };

export type OrderPageFragment = { __typename?: 'OrderConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Order', orderId: number, customerId: string, fullName: string, address: string, mobileNumber: string, emailAddress: string, totalAmount: number, orderStatus: OrderStatus, orderDate: string, authorizedByFullName?: string | null, cancelledByCustomer: boolean, authorizationDate?: string | null, remarks?: string | null, cartItems: Array<{ __typename?: 'OrderLine', productId: string, productName: string, productPrice: number, quantity: number, totalPrice: number }> }> };

export type ProfileFieldsFragment = { __typename?: 'UserProfile', id: string, role: Role, userName: string, fullName: string, address: string, mobileNumber: string, emailAddress: string, createdAt: string, updatedAt: string };

export const OrderSettlementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSettlement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryZoneName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaymentProof"}}]}}]} as unknown as DocumentNode<OrderSettlementFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLeft"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const StaffProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productStatus"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLeft"}}]}}]}}]} as unknown as DocumentNode<StaffProductFragment, unknown>;
export const OrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedByFullName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationDate"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cartItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<OrderRowFragment, unknown>;
export const OrderPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedByFullName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationDate"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cartItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]} as unknown as DocumentNode<OrderPageFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const OrdersToAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersToAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersToAuthorizeConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPage"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSettlement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedByFullName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationDate"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"cartItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSettlement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryZoneName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaymentProof"}}]}}]} as unknown as DocumentNode<OrdersToAuthorizeQuery, OrdersToAuthorizeQueryVariables>;