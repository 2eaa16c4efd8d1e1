import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { amountProblem, PRICE_GROUP_NAME_MAX, TERMS_DAYS_MAX } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ByProblem } from '../../../platform/validation/by-problem.js';
import { trim } from '../../../platform/validation/trim.js';

const TERMS_MESSAGE = `Terms must be a whole number of days from 1 to ${TERMS_DAYS_MAX}`;

@InputType({ description: 'A price group to make (no id) or to change.' })
export class PriceGroupInput {
  @Field(() => Int, { nullable: true, description: 'Left out: a new group.' })
  @IsOptional()
  @IsInt({ message: 'Choose a price group' })
  id?: number | null;

  @Field()
  @Transform(trim)
  @MaxLength(PRICE_GROUP_NAME_MAX, { message: `Group name must be at most ${PRICE_GROUP_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Group name is required' })
  @IsString({ message: 'Group name is required' })
  name: string;

  @Field(() => Float, { description: "The least an order's goods may come to, in pesos; 0: no minimum." })
  @ByProblem('isMinimumOrder', (value) => amountProblem('Minimum order', value))
  minOrderAmount: number;

  @Field(() => Int, {
    nullable: true,
    description: `Days after delivery its orders fall due (1–${TERMS_DAYS_MAX}); null: none.`,
  })
  @IsOptional()
  @Max(TERMS_DAYS_MAX, { message: TERMS_MESSAGE })
  @Min(1, { message: TERMS_MESSAGE })
  @IsInt({ message: TERMS_MESSAGE })
  termsDays?: number | null;
}
