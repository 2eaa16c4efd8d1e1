import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../platform/money/pesos.js';
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

  @Field(() => Int, { nullable: true, description: 'Units on hand; null when the stock is not tracked (it never runs out).' })
  stockQuantity: number | null;

  @Field(() => Int, { nullable: true, description: 'Staff are mailed when an approval takes the stock to this level or below; null: no alert.' })
  lowStockThreshold: number | null;

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
      stockQuantity: product.stockQuantity,
      lowStockThreshold: product.lowStockThreshold,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }
}
