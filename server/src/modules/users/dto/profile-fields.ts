import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ADDRESS_MAX, EMAIL_MAX, FULL_NAME_MAX, MOBILE_MAX, MOBILE_NUMBER_PATTERN, USER_NAME_MAX, USER_NAME_PATTERN } from '@waters/domain';
import { trim } from '../../../common/validation/trim.js';

/** The fields a person fills in about themselves, at registration and in Edit Profile. */
@InputType({ isAbstract: true })
export abstract class ProfileFields {
  @Field()
  @Transform(trim)
  @Matches(USER_NAME_PATTERN, { message: 'Username may contain only letters, digits, dots, hyphens and underscores' })
  @MaxLength(USER_NAME_MAX, { message: `Username must be at most ${USER_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  userName: string;

  @Field()
  @Transform(trim)
  @MaxLength(FULL_NAME_MAX, { message: `Full name must be at most ${FULL_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString({ message: 'Full name is required' })
  fullName: string;

  @Field()
  @Transform(trim)
  @MaxLength(ADDRESS_MAX, { message: `Address must be at most ${ADDRESS_MAX} characters` })
  @IsNotEmpty({ message: 'Address is required' })
  @IsString({ message: 'Address is required' })
  address: string;

  @Field()
  @Transform(trim)
  @Matches(MOBILE_NUMBER_PATTERN, { message: 'Mobile number is not valid' })
  @MaxLength(MOBILE_MAX, { message: 'Mobile number is not valid' })
  @IsNotEmpty({ message: 'Mobile number is required' })
  @IsString({ message: 'Mobile number is required' })
  mobileNumber: string;

  @Field()
  @Transform(trim)
  @IsEmail({}, { message: 'Email Address is not valid' })
  @MaxLength(EMAIL_MAX, { message: 'Email Address is not valid' })
  @IsNotEmpty({ message: 'Email Address is required' })
  @IsString({ message: 'Email Address is required' })
  emailAddress: string;
}

/** Summary for a form: the spec's one message when anything required is missing. */
export function profileFormSummary(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  return messages.some((m) => m.endsWith(' is required')) ? 'Please fill in all the required fields.' : messages[0];
}
