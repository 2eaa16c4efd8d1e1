import type * as Types from '../../../gql/graphql';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CatalogueQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type CatalogueQuery = { __typename?: 'Query', catalogue: Array<{ __typename?: 'CatalogueProduct', productId: string, productName: string, productPrice: number, productType: Types.ProductType, productImage: string, packSize?: string | null, availability: { __typename?: 'Availability', status: Types.AvailabilityStatus, unitsLeft?: number | null } }> };

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

export const CatalogueDocument = new TypedDocumentString(`
    query Catalogue {
  catalogue {
    productId
    productName
    productPrice
    productType
    productImage
    packSize
    availability {
      status
      unitsLeft
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueQuery, CatalogueQueryVariables>;