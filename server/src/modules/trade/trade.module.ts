import { Module } from '@nestjs/common';
import { PriceGroupsService } from './price-groups.service.js';
import { PriceListsResolver } from './price-lists.resolver.js';
import { TradePricing } from './pricing/trade-pricing.js';
import { TradeTermsMemory } from './pricing/trade-terms-memory.js';
import { TradeTermsResolver } from './pricing/trade-terms.resolver.js';
import { TradeAccountsResolver } from './trade-accounts.resolver.js';
import { TradeAccountsService } from './trade-accounts.service.js';
import { TradeDecisionsService } from './trade-decisions.service.js';
import { TradePricesService } from './trade-prices.service.js';
import { TradeQuantityRuleResolver } from './trade-quantity-rule.resolver.js';
import { TradeQuantityRulesService } from './trade-quantity-rules.service.js';

/**
 * Trade customers: applications and their decisions, price groups and their lists, how products are
 * sold to trade; and what a trade buyer pays (TradePricing, used when placing an order).
 */
@Module({
  providers: [
    TradeAccountsService,
    TradeDecisionsService,
    PriceGroupsService,
    TradePricesService,
    TradeQuantityRulesService,
    TradeAccountsResolver,
    PriceListsResolver,
    TradeQuantityRuleResolver,
    TradePricing,
    TradeTermsMemory,
    TradeTermsResolver,
  ],
  exports: [TradePricing],
})
export class TradeModule {}
