import { Field, Float, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { ProductStatus, ProductType } from '../product-enums.js';
import { Apply, ProductRules } from './product-fields.js';
import { ProductPageFields } from './product-page-fields.js';

/** Omitted fields keep their values. The legacy REST edit never sends a name (its name was read-only). */
@InputType()
export class EditProductInput extends ProductPageFields {
  @Field()
  @Apply(ProductRules.productId())
  productId: string;

  @Field(() => String, {
    nullable: true,
    description: 'A new name; orders already placed keep the name they were placed under.',
  })
  @IsOptional()
  @Apply(ProductRules.productName())
  productName?: string | null;

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
