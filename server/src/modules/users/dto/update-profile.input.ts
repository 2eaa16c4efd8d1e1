import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
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
}
