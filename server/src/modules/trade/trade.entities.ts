import { PriceGroup } from './price-group.entity.js';
import { TradeAccount } from './trade-account.entity.js';
import { TradePrice } from './trade-price.entity.js';

/** The tables this module keeps. */
export const TRADE_ENTITIES = [PriceGroup, TradeAccount, TradePrice];
