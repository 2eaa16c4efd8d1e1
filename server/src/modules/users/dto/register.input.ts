import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';
import { ProfileFields } from './profile-fields.js';
import { ACCOUNT_MESSAGES } from '@waters/domain';

@InputType()
export class RegisterInput extends ProfileFields {
  @Field()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.passwordRequired })
  @IsString({ message: ACCOUNT_MESSAGES.passwordRequired })
  password: string;

  @Field()
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.confirmPasswordMustMatch })
  @IsString({ message: ACCOUNT_MESSAGES.confirmPasswordMustMatch })
  confirmPassword: string;
}
