import { Field, InputType, Int } from '@nestjs/graphql';
import { tradeQuantityProblem } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { ByProblem } from '../../../platform/validation/by-problem.js';
import { trim } from '../../../platform/validation/trim.js';

@InputType({
  description:
    'How a product is sold to trade: at least minQuantity a line, in multiples of multiple (null: no such rule).',
})
export class TradeQuantityRuleInput {
  @Field()
  @Transform(trim)
  @IsNotEmpty({ message: 'Choose a product' })
  @IsString({ message: 'Choose a product' })
  productId: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @ByProblem('isTradeQuantity', (value) => tradeQuantityProblem('Minimum quantity', value))
  minQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @ByProblem('isTradeQuantity', (value) => tradeQuantityProblem('Multiple', value))
  multiple?: number | null;
}
