import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { priceProblem, tradeQuantityProblem } from '@waters/domain';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';
import { ByProblem } from '../../../platform/validation/by-problem.js';
import { trim } from '../../../platform/validation/trim.js';
import { IsCalendarDay } from '../../../platform/validation/is-calendar-day.js';

/** More rows than one product's list needs; a longer one is a mistake. */
export const PRODUCT_PRICE_ROWS_MAX = 50;

@InputType({
  description:
    'From minQuantity units a line on, unitPrice pesos, from validFrom to validTo (Manila days, both included).',
})
export class TradePriceRowInput {
  @Field(() => Int)
  @ByProblem('isTradeQuantity', (value) => tradeQuantityProblem('Quantity', value))
  minQuantity: number;

  @Field(() => Float)
  @ByProblem('isPrice', priceProblem)
  unitPrice: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null: since always.' })
  @IsOptional()
  @IsCalendarDay('Valid from must be a date (YYYY-MM-DD)')
  validFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, the last day; null: until further notice.' })
  @IsOptional()
  @IsCalendarDay('Valid to must be a date (YYYY-MM-DD)')
  validTo?: string | null;
}

@InputType({
  description: "One product's rows of a group's price list, replacing those it had (none: no trade price).",
})
export class SetTradePricesInput {
  @Field(() => Int)
  @IsInt({ message: 'Choose a price group' })
  priceGroupId: number;

  @Field()
  @Transform(trim)
  @IsNotEmpty({ message: 'Choose a product' })
  @IsString({ message: 'Choose a product' })
  productId: string;

  @Field(() => [TradePriceRowInput])
  @ValidateNested({ each: true })
  @Type(() => TradePriceRowInput)
  @ArrayMaxSize(PRODUCT_PRICE_ROWS_MAX, { message: `A product has at most ${PRODUCT_PRICE_ROWS_MAX} rows` })
  @IsArray({ message: 'Rows must be a list' })
  rows: TradePriceRowInput[];
}
