import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ProductStatus } from '../product-enums.js';
import type { Product } from '../product.entity.js';
import type { ProductCertification } from '../certifications/product-certification.entity.js';
import { ProductFacts } from './product-page.model.js';

@ObjectType('Product')
export class ProductModel extends ProductFacts {
  @Field(() => ProductStatus)
  productStatus: ProductStatus;

  /** The certifications read with the product, if they were (CertificationsResolver reads them otherwise). */
  loadedCertifications?: ProductCertification[];

  /** Employees only: resolved by ProductsResolver, which checks the caller. */
  stockQuantity: number | null;

  /** Employees only, as stockQuantity. */
  lowStockThreshold: number | null;

  @Field(() => String, { nullable: true, description: 'The GS1 trade item number on its pack.' })
  gtin: string | null;

  @Field(() => Int, { nullable: true, description: "Days a batch keeps, when not its kind's (LOT_RULES)." })
  shelfLifeDays: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Trade orders take at least this many a line (null: any quantity).',
  })
  tradeMinQuantity: number | null;

  @Field(() => Int, { nullable: true, description: 'Trade orders take it in multiples of this (null: one at a time).' })
  tradeMultiple: number | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  static of(product: Product): ProductModel {
    return Object.assign(new ProductModel(), {
      ...ProductFacts.factsOf(product),
      productStatus: product.status,
      stockQuantity: product.stockQuantity,
      lowStockThreshold: product.lowStockThreshold,
      loadedCertifications: product.certifications,
      gtin: product.gtin,
      shelfLifeDays: product.shelfLifeDays,
      tradeMinQuantity: product.tradeMinQuantity,
      tradeMultiple: product.tradeMultiple,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }
}
