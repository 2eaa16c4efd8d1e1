import { Field, InputType, Int } from '@nestjs/graphql';
import { BUSINESS_NAME_MAX, BUSINESS_TYPES, TIN_MESSAGE, TIN_PATTERN, type BusinessType } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trim, trimToNull } from '../../../platform/validation/trim.js';
import { CHOOSE_ADDRESS } from '../../delivery/addresses/addresses.service.js';
import { BusinessTypeEnum } from '../models/trade-enums.js';

@InputType({ description: "A customer's application for trade prices, for a business at one of their addresses." })
export class ApplyForTradeAccountInput {
  @Field()
  @Transform(trim)
  @MaxLength(BUSINESS_NAME_MAX, { message: `Business name must be at most ${BUSINESS_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Business name is required' })
  @IsString({ message: 'Business name is required' })
  businessName: string;

  @Field(() => BusinessTypeEnum)
  @IsIn(BUSINESS_TYPES, { message: 'Choose restaurant, reseller or other' })
  businessType: BusinessType;

  @Field(() => String, { nullable: true, description: "The BIR's taxpayer number, e.g. 123-456-789-000 (optional)." })
  @IsOptional()
  @Transform(trimToNull)
  @Matches(TIN_PATTERN, { message: TIN_MESSAGE })
  @IsString({ message: TIN_MESSAGE })
  tin?: string | null;

  @Field(() => Int, { description: "The business's address: the id of one of the caller's addresses (myAddresses)." })
  @IsInt({ message: CHOOSE_ADDRESS })
  addressId: number;
}
