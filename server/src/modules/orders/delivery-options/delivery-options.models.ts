import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '@waters/domain';
import type { Quote } from '../../delivery/planning/delivery-quotes.js';
import { DeliveryZoneSummary } from '../../delivery/zones/zone.models.js';
import { OrderItemInput } from '../dto/place-order.input.js';
import { DeliveryMethod } from '../order-enums.js';

/* Shape only: DeliveryQuotes checks the values (the delivery module's QuoteRequest). */
@InputType({ description: 'A cart and how it would reach the customer.' })
export class DeliveryQuoteInput {
  @Field(() => DeliveryMethod)
  method: DeliveryMethod;

  @Field(() => Int, {
    nullable: true,
    description: "One of myAddresses' ids for a delivery; none: the default address.",
  })
  addressId?: number | null;

  @Field(() => [OrderItemInput], { description: 'The cart: its products decide whether it is perishable.' })
  items: OrderItemInput[];
}

@ObjectType('DeliveryOptions', {
  description: 'What a cart can get now: the zone and fee, the dates on offer, or why there are none.',
})
export class DeliveryOptionsModel {
  @Field(() => DeliveryMethod)
  method: DeliveryMethod;

  @Field(() => DeliveryZoneSummary, { nullable: true })
  zone: DeliveryZoneSummary | null;

  @Field(() => Float, { description: 'Pesos; 0 for a pickup.' })
  deliveryFee: number;

  @Field(() => [String], { description: 'YYYY-MM-DD (Manila), earliest first; empty when unavailableReason says why.' })
  dates: string[];

  @Field({ description: 'True when a product of the cart is of a perishable type (no Sunday on the road).' })
  perishable: boolean;

  @Field(() => String, { nullable: true })
  unavailableReason: string | null;

  static of(quote: Quote): DeliveryOptionsModel {
    return Object.assign(new DeliveryOptionsModel(), {
      method: quote.method,
      zone: quote.zone ? DeliveryZoneSummary.of(quote.zone) : null,
      deliveryFee: centavosToPesos(quote.feeCentavos),
      dates: quote.dates,
      perishable: quote.perishable,
      unavailableReason: quote.unavailableReason,
    });
  }
}
