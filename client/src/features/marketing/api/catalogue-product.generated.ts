import type * as Types from '../../../gql/graphql';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CatalogueProductQueryVariables = Types.Exact<{
  productId: Types.Scalars['ID']['input'];
}>;


export type CatalogueProductQuery = { __typename?: 'Query', catalogueProduct?: { __typename?: 'CatalogueProduct', productId: string, productName: string, productPrice: number, productType: Types.ProductType, productImage: string, packSize?: string | null, description?: string | null, availability: { __typename?: 'Availability', status: Types.AvailabilityStatus, unitsLeft?: number | null }, storage: { __typename?: 'StorageGuidance', temperature?: string | null, shelfLifeUnopened?: string | null, shelfLifeOpened?: string | null, preparation?: string | null }, certifications: Array<{ __typename?: 'Certification', scheme: Types.CertificationScheme, certificateNumber: string, validUntil: string }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CatalogueProductDocument = new TypedDocumentString(`
    query CatalogueProduct($productId: ID!) {
  catalogueProduct(productId: $productId) {
    productId
    productName
    productPrice
    productType
    productImage
    packSize
    description
    availability {
      status
      unitsLeft
    }
    storage {
      temperature
      shelfLifeUnopened
      shelfLifeOpened
      preparation
    }
    certifications {
      scheme
      certificateNumber
      validUntil
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueProductQuery, CatalogueProductQueryVariables>;