import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { ProductStatus, ProductType } from '../product-enums.js';
import type { Product } from '../product.entity.js';
import type { ProductCertification } from '../certifications/product-certification.entity.js';
import { AvailabilityModel, StorageGuidanceModel } from './product-page.model.js';

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

  /** The certifications read with the product, if they were (CertificationsResolver reads them otherwise). */
  loadedCertifications?: ProductCertification[];

  /** Employees only: resolved by ProductsResolver, which checks the caller. */
  stockQuantity: number | null;

  /** Employees only, as stockQuantity. */
  lowStockThreshold: number | null;

  @Field(() => AvailabilityModel, { description: 'The stock as customers are told it.' })
  availability: AvailabilityModel;

  @Field(() => String, { nullable: true, description: 'E.g. "250 g pack".' })
  packSize: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => StorageGuidanceModel)
  storage: StorageGuidanceModel;

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
      availability: AvailabilityModel.of(product),
      packSize: product.packSize,
      description: product.description,
      storage: StorageGuidanceModel.of(product),
      loadedCertifications: product.certifications,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }
}
