import { Field, InputType } from '@nestjs/graphql';
import { ADDRESS_LABEL_MAX, ADDRESS_LINE_MAX, LANDMARK_MAX, PLACE_NAME_MAX, PSGC_CODE } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
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

  @Field(() => String, {
    nullable: true,
    description:
      'The PSGC code of the city or municipality, chosen from placeCities: it wins over `city` and `province`, which are then its names.',
  })
  @IsOptional()
  @Matches(PSGC_CODE, { message: 'City code must be a PSGC code of ten digits' })
  cityCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The PSGC code of the barangay, chosen from placeBarangays (with cityCode).',
  })
  @IsOptional()
  @Matches(PSGC_CODE, { message: 'Barangay code must be a PSGC code of ten digits' })
  barangayCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What helps the rider find it ("blue gate, across the chapel").',
  })
  @IsOptional()
  @Transform(trim)
  @MaxLength(LANDMARK_MAX, { message: `Landmark must be at most ${LANDMARK_MAX} characters` })
  @IsString({ message: 'Landmark must be text' })
  landmark?: string | null;

  @Field({ description: 'The one chosen first at checkout; making one default makes the others not.' })
  @IsBoolean({ message: 'Default must be true or false' })
  isDefault: boolean;
}
