import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDay } from '../../platform/validation/is-calendar-day.js';
import { trim } from '../../platform/validation/trim.js';

@InputType({
  description:
    'What to recall: one lot (`lotId`), or the lots of a product made from `producedFrom` to `producedTo`; `mock` runs the same lookup and export and tells nobody.',
})
export class StartRecallInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Choose a lot' })
  lotId?: number | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Choose a product' })
  productId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDay('From must be a date (YYYY-MM-DD)')
  producedFrom?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDay('To must be a date (YYYY-MM-DD)')
  producedTo?: string | null;

  @Field()
  @Transform(trim)
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'Say why: a reason is required.' })
  @IsString({ message: 'Say why: a reason is required.' })
  reason: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A drill: the lookup and export only, no lot changed, nobody told.',
  })
  @IsOptional()
  @IsBoolean({ message: 'mock must be true or false' })
  mock?: boolean | null;
}
