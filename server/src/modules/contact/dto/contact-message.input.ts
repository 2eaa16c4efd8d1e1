import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_MESSAGES, EMAIL_MAX, FULL_NAME_MAX } from '@waters/domain';
import { IsEmailAddress } from '../../../platform/validation/is-email-address.js';
import { trim } from '../../../platform/validation/trim.js';

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_DETAILS_MAX = 4000;

/** The Contact page's 'Drop us a message' form (the same messages the page shows). */
@InputType()
export class ContactMessageInput {
  @Field()
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.name })
  @IsNotEmpty({ message: CONTACT_MESSAGES.name })
  @MaxLength(FULL_NAME_MAX, { message: `Name must be at most ${FULL_NAME_MAX} characters.` })
  name: string;

  @Field()
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.email })
  @IsNotEmpty({ message: CONTACT_MESSAGES.email })
  @MaxLength(EMAIL_MAX, { message: CONTACT_MESSAGES.emailFormat })
  @IsEmailAddress({ message: CONTACT_MESSAGES.emailFormat })
  email: string;

  @Field()
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.subject })
  @IsNotEmpty({ message: CONTACT_MESSAGES.subject })
  @MaxLength(CONTACT_SUBJECT_MAX, { message: `Subject must be at most ${CONTACT_SUBJECT_MAX} characters.` })
  subject: string;

  @Field(() => String, { nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Details must be text.' })
  @MaxLength(CONTACT_DETAILS_MAX, { message: `Details must be at most ${CONTACT_DETAILS_MAX} characters.` })
  details?: string | null;

  /** Left empty by people; a form filler that fills every field fills this one too (it is hidden). */
  @Field(() => String, { nullable: true, description: 'Leave empty.' })
  @IsOptional()
  @IsString()
  website?: string | null;
}
