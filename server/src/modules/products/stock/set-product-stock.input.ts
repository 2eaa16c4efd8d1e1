import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { STOCK_MAX } from '@waters/domain';
import { Apply, ProductRules } from '../dto/product-fields.js';

/** Both values are replaced: null (or omitted) stops tracking the stock, or the alert. */
@InputType()
export class SetProductStockInput {
  @Field(() => ID)
  @Apply(ProductRules.productId())
  productId: string;

  @Field(() => Int, { nullable: true, description: 'Units on hand; null: not tracked (never runs out).' })
  @IsOptional()
  @Max(STOCK_MAX, { message: `Stock must be at most ${STOCK_MAX}` })
  @Min(0, { message: 'Stock cannot be negative' })
  @IsInt({ message: 'Stock must be a whole number' })
  stockQuantity?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Staff are mailed when an approval takes the stock to this level or below; null: never.',
  })
  @IsOptional()
  @Max(STOCK_MAX, { message: `Low-stock alert level must be at most ${STOCK_MAX}` })
  @Min(0, { message: 'Low-stock alert level cannot be negative' })
  @IsInt({ message: 'Low-stock alert level must be a whole number' })
  lowStockThreshold?: number | null;
}
