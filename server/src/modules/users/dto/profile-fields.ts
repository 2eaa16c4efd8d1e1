import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, ADDRESS_MAX, EMAIL_MAX, FULL_NAME_MAX, MOBILE_MAX, MOBILE_NUMBER_PATTERN, USER_NAME_MAX, USER_NAME_PATTERN } from '@waters/domain';
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

  @Field()
  @Transform(trim)
  @MaxLength(ADDRESS_MAX, { message: `Address must be at most ${ADDRESS_MAX} characters` })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.addressRequired })
  @IsString({ message: ACCOUNT_MESSAGES.addressRequired })
  address: string;

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
