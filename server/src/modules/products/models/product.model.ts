import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../common/money/money.js';
import { ProductStatus, ProductType } from '../product-enums.js';
import type { Product } from '../product.entity.js';

@ObjectType('Product')
export class ProductModel {
  @Field(() => ID)
  productId: string;

  @Field()
  productName: string;

  @Field(() => Float, { description: 'Price in Philippine pesos.' })
  productPrice: number;

  @Field(() => ProductType)
  productType: ProductType;

  @Field(() => ProductStatus)
  productStatus: ProductStatus;

  @Field()
  productImage: string;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  static of(product: Product): ProductModel {
    return Object.assign(new ProductModel(), {
      productId: product.productId,
      productName: product.name,
      productPrice: centavosToPesos(product.priceCentavos),
      productType: product.type,
      productStatus: product.status,
      productImage: product.imageUrl,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }
}
