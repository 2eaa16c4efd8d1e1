import type * as Types from '../../../gql/graphql';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CatalogueProductQueryVariables = Types.Exact<{
  productId: Types.Scalars['ID']['input'];
}>;


export type CatalogueProductQuery = { __typename?: 'Query', catalogueProduct?: { __typename?: 'CatalogueProduct', description?: string | null, bestBeforeAtLeast?: string | null, productId: string, productName: string, productPrice: number, productType: Types.ProductType, productImage: string, packSize?: string | null, storage: { __typename?: 'StorageGuidance', temperature?: string | null, shelfLifeUnopened?: string | null, shelfLifeOpened?: string | null, preparation?: string | null }, certifications: Array<{ __typename?: 'Certification', scheme: Types.CertificationScheme, certificateNumber: string, validUntil: string }>, availability: { __typename?: 'Availability', status: Types.AvailabilityStatus, unitsLeft?: number | null } } | null };

export const CatalogueProductDocument = "query CatalogueProduct($productId:ID!){catalogueProduct(productId:$productId){...PublicProductCard description bestBeforeAtLeast storage{...StorageGuidanceFields}certifications{...CertificationFields}}}fragment PublicProductCard on CatalogueProduct{productId productName productPrice productType productImage packSize availability{status unitsLeft}}fragment StorageGuidanceFields on StorageGuidance{temperature shelfLifeUnopened shelfLifeOpened preparation}fragment CertificationFields on Certification{scheme certificateNumber validUntil}" as string & DocumentTypeDecoration<CatalogueProductQuery, CatalogueProductQueryVariables>;