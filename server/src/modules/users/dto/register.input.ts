import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';
import { ProfileFields } from './profile-fields.js';

@InputType()
export class RegisterInput extends ProfileFields {
  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;

  @Field()
  @IsNotEmpty({ message: 'Confirm Password must match with Password' })
  @IsString({ message: 'Confirm Password must match with Password' })
  confirmPassword: string;
}
