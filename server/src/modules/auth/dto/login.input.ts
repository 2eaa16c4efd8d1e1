import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { INVALID_CREDENTIALS } from '../auth-messages.js';

const MESSAGE = 'Please enter both username and password';

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(256, { message: INVALID_CREDENTIALS })
  @IsNotEmpty({ message: MESSAGE })
  @IsString({ message: MESSAGE })
  userName: string;

  @Field()
  @MaxLength(1024, { message: INVALID_CREDENTIALS })
  @IsNotEmpty({ message: MESSAGE })
  @IsString({ message: MESSAGE })
  password: string;
}
