import { Field, Float, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { ProductStatus, ProductType } from '../product-enums.js';
import { Apply, ProductRules } from './product-fields.js';
import { ProductPageFields } from './product-page-fields.js';

@InputType()
export class AddProductInput extends ProductPageFields {
  @Field()
  @Apply(ProductRules.productId())
  productId: string;

  @Field()
  @Apply(ProductRules.productName())
  productName: string;

  @Field(() => Float, { description: 'Pesos, at most two decimals, greater than 0 and at most 1,000,000.' })
  @Apply(ProductRules.productPrice())
  productPrice: number;

  @Field(() => ProductType)
  @Apply(ProductRules.productType())
  productType: ProductType;

  @Field(() => ProductStatus, { nullable: true, defaultValue: ProductStatus.Available })
  @IsOptional()
  @Apply(ProductRules.productStatus())
  productStatus?: ProductStatus = ProductStatus.Available;

  @Field(() => String, {
    nullable: true,
    description:
      "An http(s) URL or a site path such as /images/products/danggit.webp; without one, the type's placeholder picture until one is uploaded.",
  })
  @IsOptional()
  @Apply(ProductRules.productImage())
  productImage?: string | null;
}
