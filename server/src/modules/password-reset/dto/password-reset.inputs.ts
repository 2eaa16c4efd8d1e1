import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, EMAIL_MAX, PASSWORD_MAX } from '@waters/domain';
import { trim } from '../../../platform/validation/trim.js';

export const RESET_MESSAGES = {
  accountRequired: 'Enter your username or email address.',
  requested:
    'If an account matches, we have sent a link to reset its password to the email address it was registered with. The link works for 30 minutes.',
  invalidLink: 'This password reset link is invalid, expired or already used. Please ask for a new one.',
  done: 'Your password has been changed. Please log in with the new one.',
} as const;

@InputType()
export class RequestPasswordResetInput {
  @Field({ description: 'The account’s username or email address.' })
  @Transform(trim)
  @IsString({ message: RESET_MESSAGES.accountRequired })
  @IsNotEmpty({ message: RESET_MESSAGES.accountRequired })
  @MaxLength(EMAIL_MAX, { message: RESET_MESSAGES.accountRequired })
  account: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the link in the e-mail.' })
  @IsString({ message: RESET_MESSAGES.invalidLink })
  @IsNotEmpty({ message: RESET_MESSAGES.invalidLink })
  @MaxLength(128, { message: RESET_MESSAGES.invalidLink })
  token: string;

  @Field()
  @IsString({ message: ACCOUNT_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  password: string;

  @Field()
  @IsString({ message: ACCOUNT_MESSAGES.confirmPasswordMustMatch })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.confirmPasswordMustMatch })
  confirmPassword: string;
}
