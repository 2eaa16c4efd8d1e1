import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { characterCount, PAYMENT_REFERENCE_MAX, REFUND_METHODS, REMARKS_MAX, type RefundMethod } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsCalendarDay } from '../../../platform/validation/is-calendar-day.js';
import { trim } from '../../../platform/validation/trim.js';
import { PaymentMethod } from '../order-enums.js';

const ORDER_ID = { message: 'Order ID is not valid' };

/** A reason a person writes: 1 to REMARKS_MAX characters, not only spaces. */
export const Reason = () =>
  ValidateBy(
    {
      name: 'reasonLength',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.trim().length > 0 && characterCount(v) <= REMARKS_MAX,
      },
    },
    { message: `Reason is required and must be at most ${REMARKS_MAX} characters` },
  );

@ArgsType()
export class RevertPaymentArgs {
  @Field(() => Int)
  @Max(2_147_483_647, ORDER_ID)
  @Min(1, ORDER_ID)
  @IsInt(ORDER_ID)
  orderId: number;

  @Field({ description: `Why the payment is taken back: 1 to ${REMARKS_MAX} characters (audited).` })
  @Transform(trim)
  @Reason()
  @IsString({ message: 'Reason must be text' })
  reason: string;
}

@InputType({ description: 'The refund of a cancelled paid order, once the money was sent back.' })
export class RecordRefundInput {
  @Field(() => Int)
  @Max(2_147_483_647, ORDER_ID)
  @Min(1, ORDER_ID)
  @IsInt(ORDER_ID)
  orderId: number;

  @Field(() => PaymentMethod, { description: 'How the money went back.' })
  @IsIn(REFUND_METHODS, { message: 'Choose how the refund was sent' })
  method: RefundMethod;

  @Field(() => String, { nullable: true, description: "The transfer's reference number (none for cash)." })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    const trimmed = trim({ value });
    return trimmed === '' ? null : trimmed;
  })
  @MaxLength(PAYMENT_REFERENCE_MAX, { message: `Reference must be at most ${PAYMENT_REFERENCE_MAX} characters` })
  @IsString({ message: 'Reference must be text' })
  reference?: string | null;

  @Field({ description: 'YYYY-MM-DD (Manila): the day it was sent.' })
  @IsCalendarDay('Refund date must be a date (YYYY-MM-DD)')
  refundedOn: string;
}
