import { Injectable } from '@nestjs/common';
import { offeredDates, PICKUP_RULE, type DateQuestion, type DeliveryMethod } from '@waters/domain';
import { In, type EntityManager } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { Clock } from '../../../platform/time/clock.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import type { ProductType } from '../../products/product-enums.js';
import { Product } from '../../products/product.entity.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { AddressesService, type ChosenAddress } from '../addresses/addresses.service.js';
import type { DeliveryZone } from '../zones/delivery-zone.entity.js';
import { ProductTypeRule } from '../zones/product-type-rule.entity.js';
import { weekdaysOf } from '../zones/zone.models.js';
import { zonesAt } from '../zones/zones.service.js';
import { QuoteRequest } from './quote-request.js';

export const PROFILE_ADDRESS_UNDELIVERABLE = 'Add the city and province to deliver to this address.';

/** What a cart can get: the zone and fee, the dates on offer, or why there are none. */
export interface Quote {
  method: DeliveryMethod;
  /** The zone delivering (null for a pickup or when none does). */
  zone: DeliveryZone | null;
  feeCentavos: number;
  dates: string[];
  perishable: boolean;
  unavailableReason: string | null;
  /** The date rule the dates follow (null when none are offered for want of a zone). */
  question: DateQuestion | null;
  address: ChosenAddress;
}

export interface QuoteQuestion {
  buyer: Pick<User, 'id' | 'address'>;
  method: DeliveryMethod;
  addressId?: number | null;
  productTypes: readonly ProductType[];
  at: Date;
}

/** Whether any of these types spoils in transit (a type without a rule does, to be safe). */
async function isPerishable(manager: EntityManager, types: readonly ProductType[]): Promise<boolean> {
  if (types.length === 0) return false;
  const rules = new Map(
    (await manager.find(ProductTypeRule, { where: { productType: In([...new Set(types)]) } })).map((r) => [
      r.productType,
      r.perishable,
    ]),
  );
  return types.some((type) => rules.get(type) ?? true);
}

/** The delivery (or pickup) a cart can have, now: for checkout's choices and for placing the order. */
@Injectable()
export class DeliveryQuotes {
  constructor(
    private readonly reads: Reads,
    private readonly users: UsersService,
    private readonly addresses: AddressesService,
    private readonly clock: Clock,
  ) {}

  /** For checkout: the products' types decide perishability; unknown products are left to placing the order to refuse. */
  async forCart(customer: AuthUser, raw: unknown): Promise<Quote> {
    const input = validateInput(QuoteRequest, raw);
    const buyer = await this.users.getProfile(customer.id);
    const manager = this.reads.repository(Product).manager;
    const ids = [...new Set(input.items.map((item) => item.productId.trim()))];
    const products =
      ids.length === 0
        ? []
        : await manager.find(Product, { select: { productId: true, type: true }, where: { productId: In(ids) } });
    return this.quote(manager, {
      buyer,
      method: input.method,
      addressId: input.addressId,
      productTypes: products.map((p) => p.type),
      at: this.clock.now(),
    });
  }

  async quote(manager: EntityManager, ask: QuoteQuestion): Promise<Quote> {
    const perishable = await isPerishable(manager, ask.productTypes);
    if (ask.method === 'PICKUP') {
      const question: DateQuestion = { method: 'PICKUP', rule: PICKUP_RULE, orderedAt: ask.at, perishable };
      const address: ChosenAddress = { kind: 'profile', address: ask.buyer.address };
      return {
        method: 'PICKUP',
        zone: null,
        feeCentavos: 0,
        dates: offeredDates(question),
        perishable,
        unavailableReason: null,
        question,
        address,
      };
    }
    const address = await this.addresses.chosen(manager, ask.buyer, ask.addressId);
    const none = (unavailableReason: string): Quote => ({
      method: 'DELIVERY',
      zone: null,
      feeCentavos: 0,
      dates: [],
      perishable,
      unavailableReason,
      question: null,
      address,
    });
    if (address.kind === 'profile') return none(PROFILE_ADDRESS_UNDELIVERABLE);
    const place = `${address.row.city}, ${address.row.province}`;
    const choose = address.row.city ? place : 'the city of your profile address';
    if (!address.row.cityCode)
      return none(`Confirm your city: choose ${choose} from the list in Edit Profile to deliver there.`);
    const [zone] = await zonesAt(manager, [address.row]);
    if (!zone) return none(`No delivery zone covers ${place}.`);
    if (!zone.active) return none(`Deliveries to ${place} are paused for now.`);
    const question: DateQuestion = {
      method: 'DELIVERY',
      rule: { leadDays: zone.leadDays, weekdays: weekdaysOf(zone), cutoff: zone.cutoff },
      orderedAt: ask.at,
      perishable,
    };
    const dates = offeredDates(question);
    const unavailableReason =
      dates.length === 0
        ? `${zone.name} has no delivery date for this order in the next days; choose pickup or another address.`
        : null;
    return {
      method: 'DELIVERY',
      zone,
      feeCentavos: zone.feeCentavos,
      dates,
      perishable,
      unavailableReason,
      question,
      address,
    };
  }
}
