import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InvalidatedCache } from '../../../platform/cache/invalidated-cache.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SharedEvents } from '../../../platform/shared-state/shared-events.js';
import type { TradeBuyer, TradeProductTerms } from './trade-pricing.js';

/** What every instance hears after a committed change to trade accounts or groups, and to prices, rules or products. */
export const TRADE_CACHE_TOPICS = { accounts: 'trade.accounts.changed', prices: 'trade.prices.changed' } as const;

/** A customer without an approved trade account, remembered as such (a cache keeps no null). */
export const HOUSEHOLD = Object.freeze({ household: true as const });

/**
 * The figures a buyer is shown before buying are asked on every storefront load, by households too,
 * and are the same for every buyer of a group on a day: who is a trade buyer, and each group's terms
 * for a Manila day, are kept here until a committed change to accounts, groups, prices, trade rules
 * or products empties them on every instance (the minute bounds a lost message).
 */
@Injectable()
export class TradeTermsMemory implements OnModuleInit {
  readonly buyers: InvalidatedCache<string, TradeBuyer | typeof HOUSEHOLD>;
  /** Keyed `${priceGroupId}:${day}`. */
  readonly groupDays: InvalidatedCache<string, TradeProductTerms[]>;

  constructor(
    shared: SharedEvents,
    private readonly bus: EventBus,
  ) {
    this.buyers = new InvalidatedCache(shared, TRADE_CACHE_TOPICS.accounts, { max: 20_000, ttlMs: 60_000 });
    this.groupDays = new InvalidatedCache(shared, TRADE_CACHE_TOPICS.prices, { max: 200, ttlMs: 60_000 });
  }

  onModuleInit(): void {
    for (const type of ['TradeAccountDecided', 'PriceGroupChanged'] as const)
      this.bus.afterCommit(type, () => this.buyers.invalidate());
    for (const type of ['TradePricesChanged', 'TradeQuantityRuleChanged', 'ProductChanged'] as const)
      this.bus.afterCommit(type, () => this.groupDays.invalidate());
  }
}
