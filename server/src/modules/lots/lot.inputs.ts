import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { LOT_CODE_MAX, LOT_CODE_PATTERN, STOCK_MAX } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDay } from '../../platform/validation/is-calendar-day.js';
import { trim } from '../../platform/validation/trim.js';

const REASON_MAX = 500;
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

@InputType({ description: 'A production batch to record: its code is made by the rule when not given.' })
export class RecordLotInput {
  @Field(() => ID)
  @IsNotEmpty({ message: 'Choose a product' })
  @IsString({ message: 'Choose a product' })
  productId: string;

  @Field(() => String, { nullable: true, description: 'Left out: the rule makes it (e.g. DRD-20261128-A).' })
  @IsOptional()
  @Transform(upper)
  @MaxLength(LOT_CODE_MAX, { message: `Lot code must be at most ${LOT_CODE_MAX} characters` })
  @Matches(LOT_CODE_PATTERN, { message: 'Lot code is 3 to 40 letters, digits and dashes' })
  lotCode?: string | null;

  @Field(() => Int)
  @Max(STOCK_MAX, { message: `Quantity must be at most ${STOCK_MAX}` })
  @Min(1, { message: 'Quantity must be at least 1' })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity: number;

  @Field({ description: 'YYYY-MM-DD, a Manila day; not in the future.' })
  @IsCalendarDay('Production date must be a date (YYYY-MM-DD)')
  productionDate: string;

  @Field(() => String, { nullable: true, description: 'Left out: the production date plus the shelf life.' })
  @IsOptional()
  @IsCalendarDay('Best-before must be a date (YYYY-MM-DD)')
  bestBefore?: string | null;

  @Field(() => String, { nullable: true, description: 'Required when the best-before is not the rule’s.' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  bestBeforeReason?: string | null;
}

@InputType({ description: 'A lot put on hold, released, or recalled, with why.' })
export class SetLotStatusInput {
  @Field(() => Int)
  @IsInt({ message: 'Choose a lot' })
  lotId: number;

  @Field(() => String, { description: 'RELEASED, ON_HOLD (a reason needed) or RECALLED (use recallLot).' })
  @IsIn(['RELEASED', 'ON_HOLD'], { message: 'A lot is released or put on hold here' })
  status: 'RELEASED' | 'ON_HOLD';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  reason?: string | null;
}

@InputType({ description: "An expired (or recalled) lot's units left, written off with why." })
export class WriteOffLotInput {
  @Field(() => Int)
  @IsInt({ message: 'Choose a lot' })
  lotId: number;

  @Field()
  @Transform(trim)
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  @IsNotEmpty({ message: 'Say why: a reason is required.' })
  @IsString({ message: 'Say why: a reason is required.' })
  reason: string;
}
