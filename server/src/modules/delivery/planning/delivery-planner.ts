import { Injectable } from '@nestjs/common';
import { dateRefusal, isCalendarDay, ORDER_NOTE_MAX, type DeliveryMethod } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { badInput } from '../../../platform/errors/domain-error.js';
import type { ProductType } from '../../products/product-enums.js';
import type { User } from '../../users/user.entity.js';
import { writtenAddress } from '../addresses/written-address.js';
import { DeliveryQuotes } from './delivery-quotes.js';

/** What the customer chose at checkout; omitted, an order is picked up on the first date offered. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  addressId?: number | null;
  date?: string | null;
  note?: string | null;
}

/** How an order reaches its customer, decided when it is placed and copied onto it. */
export interface DeliveryPlan {
  deliveryMethod: DeliveryMethod;
  zoneId: number | null;
  zoneName: string | null;
  feeCentavos: number;
  date: string;
  note: string | null;
  /** What the order's address column holds: "<address>, <city>, <province>" for a delivery, the profile address for a pickup. */
  address: string;
}

export interface PlanQuestion {
  buyer: Pick<User, 'id' | 'address'>;
  choice: DeliveryChoice | null | undefined;
  productTypes: readonly ProductType[];
  /** The moment the order is placed (its orderDate): dates are offered as of then. */
  orderedAt: Date;
}

/** Decides an order's delivery inside the order's transaction; a choice that is not on offer is refused. */
@Injectable()
export class DeliveryPlanner {
  constructor(private readonly quotes: DeliveryQuotes) {}

  async plan(manager: EntityManager, ask: PlanQuestion): Promise<DeliveryPlan> {
    const choice = ask.choice ?? { method: 'PICKUP' };
    const note = choice.note?.trim() || null;
    if (note && note.length > ORDER_NOTE_MAX)
      throw badInput(`Note must be at most ${ORDER_NOTE_MAX} characters.`, {
        note: `At most ${ORDER_NOTE_MAX} characters`,
      });
    const quote = await this.quotes.quote(manager, {
      buyer: ask.buyer,
      method: choice.method,
      addressId: choice.addressId,
      productTypes: ask.productTypes,
      at: ask.orderedAt,
    });
    if (quote.unavailableReason || !quote.question)
      throw badInput(quote.unavailableReason ?? 'No date can be offered for this order.', { delivery: 'Unavailable' });
    const date = choice.date ?? quote.dates[0];
    if (!isCalendarDay(date)) throw badInput('Date must be a day like 2027-03-01.', { date: 'Not a date' });
    const refusal = dateRefusal(date, quote.question);
    if (refusal) throw badInput(refusal, { date: refusal });
    const address = quote.address.kind === 'saved' ? writtenAddress(quote.address.row) : ask.buyer.address;
    return {
      deliveryMethod: quote.method,
      zoneId: quote.zone?.id ?? null,
      zoneName: quote.zone?.name ?? null,
      feeCentavos: quote.feeCentavos,
      date,
      note,
      address,
    };
  }
}
