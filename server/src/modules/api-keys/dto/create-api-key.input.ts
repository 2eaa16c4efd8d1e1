import { Field, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDate, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { ALL_API_SCOPES } from '../../../platform/identity/api-scope.js';
import { trim } from '../../../platform/validation/trim.js';

@InputType({ description: 'A new API key for the signed-in account.' })
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, e.g. "Weekly re-order script" (1 to 80 characters).' })
  @Transform(trim)
  @Length(1, 80, { message: 'Name must be 1 to 80 characters' })
  @IsString({ message: 'Name must be text' })
  name: string;

  @Field(() => [String], { description: 'What the key may do: some of the scopes apiScopes lists for this account.' })
  @IsIn(ALL_API_SCOPES, { each: true, message: 'Unknown scope' })
  @ArrayMaxSize(ALL_API_SCOPES.length, { message: 'Too many scopes' })
  @ArrayMinSize(1, { message: 'Choose at least one scope' })
  @IsArray({ message: 'Scopes must be a list' })
  scopes: string[];

  @Field(() => Date, { nullable: true, description: 'When the key stops working; none: until revoked.' })
  @IsOptional()
  @IsDate({ message: 'Expiry must be a date and time' })
  @Type(() => Date)
  expiresAt?: Date | null;
}
