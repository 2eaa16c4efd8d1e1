import { Field, InputType } from '@nestjs/graphql';
import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, PLACE_NAME_MAX } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';

@InputType()
export class AddressInput {
  @Field({ description: 'What the customer calls it ("Home", "Office").' })
  @Transform(trim)
  @MaxLength(ADDRESS_LABEL_MAX, { message: `Label must be at most ${ADDRESS_LABEL_MAX} characters` })
  @IsNotEmpty({ message: 'Label is required' })
  @IsString({ message: 'Label is required' })
  label: string;

  @Field({ description: 'Street, barangay and the like.' })
  @Transform(trim)
  @MaxLength(ADDRESS_LINE_MAX, { message: `Address must be at most ${ADDRESS_LINE_MAX} characters` })
  @IsNotEmpty({ message: 'Address is required' })
  @IsString({ message: 'Address is required' })
  address: string;

  @Field()
  @Transform(trim)
  @MaxLength(PLACE_NAME_MAX, { message: `City must be at most ${PLACE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'City is required' })
  @IsString({ message: 'City is required' })
  city: string;

  @Field()
  @Transform(trim)
  @MaxLength(PLACE_NAME_MAX, { message: `Province must be at most ${PLACE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Province is required' })
  @IsString({ message: 'Province is required' })
  province: string;

  @Field({ description: 'The one chosen first at checkout; making one default makes the others not.' })
  @IsBoolean({ message: 'Default must be true or false' })
  isDefault: boolean;
}
