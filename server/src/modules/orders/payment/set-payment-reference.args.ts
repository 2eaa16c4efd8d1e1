import { ArgsType, Field, Int } from '@nestjs/graphql';
import { PAYMENT_REFERENCE_MAX } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';

@ArgsType()
export class SetPaymentReferenceArgs {
  @Field(() => Int)
  @Max(2_147_483_647, { message: 'Order ID is not valid' })
  @Min(1, { message: 'Order ID is not valid' })
  @IsInt({ message: 'Order ID is not valid' })
  orderId: number;

  @Field({ description: `The transfer's reference number: 1 to ${PAYMENT_REFERENCE_MAX} characters.` })
  @Transform(trim)
  @Length(1, PAYMENT_REFERENCE_MAX, { message: `Reference must be 1 to ${PAYMENT_REFERENCE_MAX} characters` })
  @IsString({ message: 'Reference must be text' })
  reference: string;
}
