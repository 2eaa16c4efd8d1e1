import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const MESSAGE = 'Please enter both username and password';

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(256, { message: 'Invalid username or password' })
  @IsNotEmpty({ message: MESSAGE })
  @IsString({ message: MESSAGE })
  userName: string;

  @Field()
  @MaxLength(1024, { message: 'Invalid username or password' })
  @IsNotEmpty({ message: MESSAGE })
  @IsString({ message: MESSAGE })
  password: string;
}
