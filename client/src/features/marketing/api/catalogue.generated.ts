import type * as Types from '../../../gql/graphql';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PublicProductCardFragment = { __typename?: 'CatalogueProduct', productId: string, productName: string, productPrice: number, productType: Types.ProductType, productImage: string, packSize?: string | null, availability: { __typename?: 'Availability', status: Types.AvailabilityStatus, unitsLeft?: number | null } };

export type CatalogueQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type CatalogueQuery = { __typename?: 'Query', catalogue: Array<{ __typename?: 'CatalogueProduct', productId: string, productName: string, productPrice: number, productType: Types.ProductType, productImage: string, packSize?: string | null, availability: { __typename?: 'Availability', status: Types.AvailabilityStatus, unitsLeft?: number | null } }> };

export const CatalogueDocument = "query Catalogue{catalogue{...PublicProductCard}}fragment PublicProductCard on CatalogueProduct{productId productName productPrice productType productImage packSize availability{status unitsLeft}}" as string & DocumentTypeDecoration<CatalogueQuery, CatalogueQueryVariables>;