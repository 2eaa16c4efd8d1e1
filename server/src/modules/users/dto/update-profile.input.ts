import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ProfileFields } from './profile-fields.js';

/** Role, id and creation date are not here: nobody changes them. Empty new password keeps the old one. */
@InputType()
export class UpdateProfileInput extends ProfileFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  newPassword?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  confirmNewPassword?: string | null;

  @Field(() => String, { nullable: true, description: 'Required with newPassword: the password the account has now.' })
  @IsOptional()
  @MaxLength(1024, { message: 'Current password is not correct.' })
  @IsString({ message: 'Current password is not correct.' })
  currentPassword?: string | null;
}
