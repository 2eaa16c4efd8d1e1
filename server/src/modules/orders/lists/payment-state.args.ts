import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn } from 'class-validator';
import { PaymentStatus } from '../order-enums.js';

/** Payment states that only a few orders are in at a time, each asking an employee to act: listed by that state. */
export const ACTION_PAYMENT_STATES = ['PROOF_SENT', 'BALANCE_DUE', 'REFUND_DUE'] as const;
export type ActionPaymentState = (typeof ACTION_PAYMENT_STATES)[number];

@ArgsType()
export class PaymentStateArgs {
  @Field(() => PaymentStatus, { description: 'PROOF_SENT, BALANCE_DUE or REFUND_DUE.' })
  @IsIn(ACTION_PAYMENT_STATES, { message: 'Only PROOF_SENT, BALANCE_DUE or REFUND_DUE orders are listed so' })
  paymentStatus: ActionPaymentState;
}
