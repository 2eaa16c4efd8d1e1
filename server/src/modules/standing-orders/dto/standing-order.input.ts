import { Field, InputType, Int } from '@nestjs/graphql';
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  STANDING_ORDER_LINES_MAX,
  standingNameProblem,
  weekdayListProblem,
} from '@waters/domain';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, ValidateNested } from 'class-validator';
import { ByProblem } from '../../../platform/validation/by-problem.js';
import { IsCalendarDay } from '../../../platform/validation/is-calendar-day.js';
import { trim } from '../../../platform/validation/trim.js';
import { CHOOSE_ADDRESS } from '../../delivery/addresses/addresses.service.js';
import { OrderItemInput } from '../../orders/dto/place-order.input.js';
import { DeliveryMethod, PaymentMethod } from '../../orders/order-enums.js';

const EMPTY = 'Add at least one product.';

@InputType({
  description:
    'A standing order to make (no id) or to change: the lines placed for every chosen weekday, received and paid as said.',
})
export class StandingOrderInput {
  @Field(() => Int, { nullable: true, description: 'Left out: a new standing order.' })
  @IsOptional()
  @IsInt({ message: 'Choose one of your standing orders.' })
  id?: number | null;

  @Field()
  @Transform(trim)
  @ByProblem('isStandingName', standingNameProblem)
  name: string;

  @Field(() => [Int], { description: 'ISO weekdays the order arrives (or is picked up) on: 1 = Monday … 7 = Sunday.' })
  @ByProblem('isWeekdayList', weekdayListProblem)
  weekdays: number[];

  @Field(() => DeliveryMethod)
  @IsIn(DELIVERY_METHODS, { message: 'Method must be DELIVERY or PICKUP.' })
  deliveryMethod: DeliveryMethod;

  @Field(() => Int, { nullable: true, description: "For a delivery: one of myAddresses' ids; none: the default one." })
  @IsOptional()
  @IsInt({ message: CHOOSE_ADDRESS })
  addressId?: number | null;

  @Field(() => PaymentMethod)
  @IsIn(PAYMENT_METHODS, { message: 'Choose how to pay: CASH, BANK_TRANSFER, GCASH or MAYA.' })
  paymentMethod: PaymentMethod;

  @Field({ description: 'YYYY-MM-DD: the first day an order may arrive.' })
  @IsCalendarDay('First day must be a date (YYYY-MM-DD).')
  startsOn: string;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the last day an order may arrive; none: until ended.',
  })
  @IsOptional()
  @IsCalendarDay('Last day must be a date (YYYY-MM-DD).')
  endsOn?: string | null;

  @Field(() => [OrderItemInput], { description: `1 to ${STANDING_ORDER_LINES_MAX} products and quantities.` })
  @ValidateNested({ each: true })
  @Type(() => OrderItemInput)
  @ArrayMaxSize(STANDING_ORDER_LINES_MAX, { message: `At most ${STANDING_ORDER_LINES_MAX} products.` })
  @ArrayMinSize(1, { message: EMPTY })
  @IsArray({ message: EMPTY })
  lines: OrderItemInput[];
}
