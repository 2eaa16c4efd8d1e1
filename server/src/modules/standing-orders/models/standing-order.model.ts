import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  STANDING_ORDER_STATUSES,
  STANDING_RUN_OUTCOMES,
  type StandingOrderStatus,
  type StandingRunOutcome,
} from '@waters/domain';
import { stringEnum } from '../../../graphql/string-enum.js';
import { DeliveryMethod, PaymentMethod } from '../../orders/order-enums.js';
import type { StandingOrderView } from '../standing-order-views.js';

export const StandingOrderStatusEnum = stringEnum(
  STANDING_ORDER_STATUSES,
  'StandingOrderStatus',
  'ACTIVE: placed on its days; PAUSED: nothing placed until resumed; ENDED: never placed again.',
);

export const StandingRunOutcomeEnum = stringEnum(
  STANDING_RUN_OUTCOMES,
  'StandingRunOutcome',
  'PLACED: the order was placed (some lines may have been left out); FAILED: nothing was placed.',
);

@ObjectType('StandingOrderLine', { description: 'A product and how many of it every order of the standing order has.' })
export class StandingOrderLineModel {
  @Field({ description: 'The product, by its catalogue id.' })
  productId: string;

  @Field({ description: 'Its name in the catalogue now.' })
  productName: string;

  @Field(() => Int, { description: 'Units of it in each order.' })
  quantity: number;
}

@ObjectType('StandingOrderRun', { description: 'One day of a standing order, run: its order, or why there is none.' })
export class StandingOrderRunModel {
  @Field({ description: 'YYYY-MM-DD: the day the order was for.' })
  occurrence: string;

  @Field(() => StandingRunOutcomeEnum)
  outcome: StandingRunOutcome;

  @Field(() => Int, { nullable: true })
  orderId: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The lines left out and why ("Left out: Tuyo (out of stock)"), or why nothing was placed.',
  })
  note: string | null;
}

@ObjectType('StandingOrder', {
  description:
    "A trade buyer's order placed again for every chosen weekday, at that day's prices, on the last day an order for that date is taken in.",
})
export class StandingOrderModel {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => [Int], { description: 'ISO weekdays the order arrives on: 1 = Monday … 7 = Sunday.' })
  weekdays: number[];

  @Field(() => DeliveryMethod)
  deliveryMethod: DeliveryMethod;

  @Field(() => Int, { nullable: true, description: 'The address-book entry delivered to; null for a pickup.' })
  addressId: number | null;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field({ description: 'YYYY-MM-DD: the first day an order may arrive.' })
  startsOn: string;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the last day an order may arrive; null: until ended.',
  })
  endsOn: string | null;

  @Field(() => StandingOrderStatusEnum)
  status: StandingOrderStatus;

  @Field(() => [StandingOrderLineModel])
  lines: StandingOrderLineModel[];

  @Field(() => [String], { description: 'The days still to come that the buyer skipped, earliest first.' })
  skipped: string[];

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the next day an order will arrive on (skipped days left out); null when none will.',
  })
  nextOccurrence: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the day that order is placed, from 6 am Manila time (skip it before then).',
  })
  nextPlacingDay: string | null;

  @Field(() => [StandingOrderRunModel], { description: 'The last days run, latest first.' })
  recentRuns: StandingOrderRunModel[];

  static of(view: StandingOrderView): StandingOrderModel {
    return Object.assign(new StandingOrderModel(), {
      ...view,
      lines: view.lines.map((line) => Object.assign(new StandingOrderLineModel(), line)),
      recentRuns: view.recentRuns.map((run) => Object.assign(new StandingOrderRunModel(), run)),
    });
  }
}
