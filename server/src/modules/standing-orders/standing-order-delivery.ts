import { Injectable } from '@nestjs/common';
import { PICKUP_RULE, type DateRule, type DeliveryMethod } from '@waters/domain';
import type { EntityManager } from 'typeorm';
import { badInput, DomainError } from '../../platform/errors/domain-error.js';
import { DeliveryQuotes } from '../delivery/planning/delivery-quotes.js';
import type { ProductType } from '../products/product-enums.js';
import type { StandingOrder } from './standing-order.entity.js';

/** How a standing order's days are received: the date rule they follow, and the address they go to. */
export interface StandingDelivery {
  readonly rule: DateRule;
  /** Whether any of its products spoils in transit. */
  readonly perishable: boolean;
  /** The address-book entry a delivery goes to (the default one when none was chosen); null for a pickup. */
  readonly addressId: number | null;
}

/**
 * The date rule of a standing order's way of receiving, from the same quotes checkout reads: the
 * pickup counter's, or the zone's that covers the address. The address is one of the buyer's own.
 */
@Injectable()
export class StandingOrderDelivery {
  constructor(private readonly quotes: DeliveryQuotes) {}

  /** For saving: the rule and the address, or BAD_USER_INPUT saying why this way of receiving can have no date. */
  async chosen(
    manager: EntityManager,
    customerId: string,
    method: DeliveryMethod,
    addressId: number | null,
    productTypes: readonly ProductType[],
    at: Date,
  ): Promise<StandingDelivery> {
    // The profile's own text is only read when the buyer has no address-book entry: a delivery is then refused anyway.
    const quote = await this.quotes.quote(manager, {
      buyer: { id: customerId, address: '' },
      method,
      addressId,
      productTypes,
      at,
    });
    if (!quote.question)
      throw badInput(quote.unavailableReason ?? 'No date can be offered.', { deliveryMethod: 'Unavailable' });
    return {
      rule: quote.question.rule,
      perishable: quote.perishable,
      addressId: method === 'PICKUP' || quote.address.kind !== 'saved' ? null : quote.address.row.id,
    };
  }

  /** For placing and showing: the rule a saved standing order follows now, or null when it can have no date (its zone paused, its address removed). */
  async ruleOf(manager: EntityManager, order: StandingOrder, at: Date): Promise<DateRule | null> {
    if (order.deliveryMethod === 'PICKUP') return PICKUP_RULE;
    try {
      return (await this.chosen(manager, order.customerId, order.deliveryMethod, order.addressId, [], at)).rule;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return null;
      throw error;
    }
  }
}
