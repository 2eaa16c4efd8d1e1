import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  ADDRESS_MAX,
  EMAIL_MAX,
  LANDMARK_MAX,
  PSGC_CODE,
  FULL_NAME_MAX,
  MOBILE_MAX,
  MOBILE_NUMBER_PATTERN,
  USER_NAME_MAX,
  USER_NAME_PATTERN,
} from '@waters/domain';
import { IsEmailAddress } from '../../../platform/validation/is-email-address.js';
import { trim } from '../../../platform/validation/trim.js';

/** The fields a person fills in about themselves, at registration and in Edit Profile. */
@InputType({ isAbstract: true })
export abstract class ProfileFields {
  @Field()
  @Transform(trim)
  @Matches(USER_NAME_PATTERN, { message: ACCOUNT_MESSAGES.userNameInvalid })
  @MaxLength(USER_NAME_MAX, { message: `Username must be at most ${USER_NAME_MAX} characters` })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.usernameRequired })
  @IsString({ message: ACCOUNT_MESSAGES.usernameRequired })
  userName: string;

  @Field()
  @Transform(trim)
  @MaxLength(FULL_NAME_MAX, { message: `Full name must be at most ${FULL_NAME_MAX} characters` })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.fullNameRequired })
  @IsString({ message: ACCOUNT_MESSAGES.fullNameRequired })
  fullName: string;

  @Field({
    description:
      'With cityCode: the street, barangay and the like. Without it: the whole address on one line, kept as written.',
  })
  @Transform(trim)
  @MaxLength(ADDRESS_MAX, { message: `Address must be at most ${ADDRESS_MAX} characters` })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.addressRequired })
  @IsString({ message: ACCOUNT_MESSAGES.addressRequired })
  address: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The PSGC code of the city or municipality (placeCities): the profile address can then be delivered to.',
  })
  @IsOptional()
  @Matches(PSGC_CODE, { message: 'City code must be a PSGC code of ten digits' })
  cityCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The PSGC code of the barangay (placeBarangays), with cityCode.',
  })
  @IsOptional()
  @Matches(PSGC_CODE, { message: 'Barangay code must be a PSGC code of ten digits' })
  barangayCode?: string | null;

  @Field(() => String, { nullable: true, description: 'What helps the rider find the profile address.' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(LANDMARK_MAX, { message: `Landmark must be at most ${LANDMARK_MAX} characters` })
  @IsString({ message: 'Landmark must be text' })
  landmark?: string | null;

  @Field()
  @Transform(trim)
  @Matches(MOBILE_NUMBER_PATTERN, { message: ACCOUNT_MESSAGES.mobileInvalid })
  @MaxLength(MOBILE_MAX, { message: ACCOUNT_MESSAGES.mobileInvalid })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.mobileRequired })
  @IsString({ message: ACCOUNT_MESSAGES.mobileRequired })
  mobileNumber: string;

  @Field()
  @Transform(trim)
  @IsEmailAddress({ message: ACCOUNT_MESSAGES.emailInvalid })
  @MaxLength(EMAIL_MAX, { message: ACCOUNT_MESSAGES.emailInvalid })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.emailRequired })
  @IsString({ message: ACCOUNT_MESSAGES.emailRequired })
  emailAddress: string;
}

/** Summary for a form: the one message when anything required is missing (docs/legacy-contract.md#validation). */
export function profileFormSummary(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  return messages.some((m) => m.endsWith(' is required')) ? 'Please fill in all the required fields.' : messages[0];
}
