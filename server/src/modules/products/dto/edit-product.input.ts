import { Field, Float, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { ProductStatus, ProductType } from '../product-enums.js';
import { Apply, ProductRules } from './product-fields.js';
import { ProductPageFields } from './product-page-fields.js';

/** The product name is not editable; omitted fields keep their values. */
@InputType()
export class EditProductInput extends ProductPageFields {
  @Field()
  @Apply(ProductRules.productId())
  productId: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Apply(ProductRules.productPrice())
  productPrice?: number | null;

  @Field(() => ProductType, { nullable: true })
  @IsOptional()
  @Apply(ProductRules.productType())
  productType?: ProductType | null;

  @Field(() => ProductStatus, { nullable: true })
  @IsOptional()
  @Apply(ProductRules.productStatus())
  productStatus?: ProductStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Apply(ProductRules.productImage())
  productImage?: string | null;
}
