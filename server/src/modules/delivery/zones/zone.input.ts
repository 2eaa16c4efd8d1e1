import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { amountProblem, isCutoff, LEAD_DAYS_MAX, PLACE_NAME_MAX, ZONE_NAME_MAX } from '@waters/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';

/** Enough for a zone of every city of a few provinces; more is a mistake. */
export const ZONE_AREAS_MAX = 200;

const feeProblem = (value: unknown): string | null => amountProblem('Delivery fee', value);

@InputType()
export class ZoneAreaInput {
  @Field()
  @Transform(trim)
  @MaxLength(PLACE_NAME_MAX, { message: `Province must be at most ${PLACE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Province is required' })
  @IsString({ message: 'Province is required' })
  province: string;

  @Field(() => String, {
    nullable: true,
    description: 'One city of the province; none (or empty) for the whole province.',
  })
  @IsOptional()
  @Transform(trim)
  @MaxLength(PLACE_NAME_MAX, { message: `City must be at most ${PLACE_NAME_MAX} characters` })
  @IsString({ message: 'City must be text' })
  city?: string | null;
}

@InputType()
export class DeliveryZoneInput {
  @Field()
  @Transform(trim)
  @MaxLength(ZONE_NAME_MAX, { message: `Zone name must be at most ${ZONE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Zone name is required' })
  @IsString({ message: 'Zone name is required' })
  name: string;

  @Field(() => [ZoneAreaInput], {
    description: 'The provinces, or cities of them, it serves; a place belongs to one zone at most.',
  })
  @ValidateNested({ each: true })
  @Type(() => ZoneAreaInput)
  @ArrayMaxSize(ZONE_AREAS_MAX, { message: `A zone has at most ${ZONE_AREAS_MAX} areas` })
  @ArrayMinSize(1, { message: 'A zone serves at least one province or city' })
  @IsArray({ message: 'Areas must be a list' })
  areas: ZoneAreaInput[];

  @Field(() => Float, { description: 'Pesos, at most two decimals, 0 or more.' })
  @ValidateBy(
    { name: 'isFee', validator: { validate: (value: unknown) => feeProblem(value) === null } },
    { message: ({ value }) => feeProblem(value) ?? '' },
  )
  deliveryFee: number;

  @Field(() => Int, {
    description: `Whole days from the day an order is taken in to its delivery (0 = the same day), at most ${LEAD_DAYS_MAX}.`,
  })
  @Max(LEAD_DAYS_MAX, { message: `Lead time must be at most ${LEAD_DAYS_MAX} days` })
  @Min(0, { message: 'Lead time must not be negative' })
  @IsInt({ message: 'Lead time must be a whole number of days' })
  leadDays: number;

  @Field(() => [Int], { description: 'ISO weekdays it delivers on: 1 = Monday … 7 = Sunday.' })
  @IsIn([1, 2, 3, 4, 5, 6, 7], { each: true, message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  @ArrayUnique({ message: 'A weekday is listed twice' })
  @ArrayMinSize(1, { message: 'Choose at least one delivery day' })
  @IsArray({ message: 'Weekdays must be a list' })
  weekdays: number[];

  @Field({ description: '"HH:MM" in Manila: an order placed at or after it is taken in the next day.' })
  @ValidateBy({ name: 'isCutoff', validator: { validate: isCutoff } }, { message: 'Cut-off must be a time like 15:00' })
  cutoff: string;

  @Field({ description: 'A zone turned off offers no dates.' })
  @IsBoolean({ message: 'Active must be true or false' })
  active: boolean;
}
