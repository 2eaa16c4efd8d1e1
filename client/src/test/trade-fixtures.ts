import type { MyTradeTermsQuery } from '../api/my-trade-terms.generated';
import { MyTradeTermsDocument } from '../api/my-trade-terms.generated';
import type { MyTradeAccountFieldsFragment } from '../features/account/api/trade-account-fields.generated';
import type { TradeAccountRowFragment } from '../features/trade/api/trade-account-row.generated';

export type TermsAnswer = NonNullable<MyTradeTermsQuery['myTradeTerms']>;

/**
 * A restaurant's terms: Danggit (₱150 retail) at ₱140 a pack and ₱130 from 10 packs, in any quantity;
 * Tinapang Bangus (₱99.50) at its retail price, sold to trade in 6s; orders from ₱2,000.00, paid
 * within 30 days of delivery.
 */
export const RESTAURANT_TERMS: TermsAnswer = {
  __typename: 'MyTradeTerms',
  businessName: 'Carinderia ni Aling Rosa',
  groupName: 'Restaurant',
  minOrderAmount: 2000,
  termsDays: 30,
  today: '2026-11-25',
  products: [
    {
      __typename: 'TradeProductTerms',
      productId: 'DR-001',
      tiers: [
        { __typename: 'TradeTier', minQuantity: 1, unitPrice: 140 },
        { __typename: 'TradeTier', minQuantity: 10, unitPrice: 130 },
      ],
      minQuantity: null,
      multiple: null,
    },
    { __typename: 'TradeProductTerms', productId: 'SM-002', tiers: [], minQuantity: null, multiple: 6 },
  ],
};

/** myTradeTerms answered, as often as asked: a trade buyer's terms, or null for a household. */
export const tradeTermsAnswer = (terms: TermsAnswer | null) => ({
  request: { query: MyTradeTermsDocument },
  result: { data: { myTradeTerms: terms } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A trade account as Edit Profile and the Trade accounts screen read it. */
export type TradeAccountFixture = MyTradeAccountFieldsFragment & TradeAccountRowFragment;

/** The Restaurant group as an approved account names it. */
export const RESTAURANT_GROUP = {
  __typename: 'PriceGroup',
  id: 1,
  name: 'Restaurant',
  minOrderAmount: 5000,
  termsDays: 30,
} as const;

/** Rosa's carinderia, applied on 20 Nov 2026 from her Bacoor address and waiting, unless told otherwise. */
export const tradeAccount = (extra: Partial<TradeAccountFixture> = {}): TradeAccountFixture => ({
  __typename: 'TradeAccount',
  customerId: 'cust-1',
  customerName: 'Rosa Bautista',
  emailAddress: 'rosa@example.ph',
  businessName: 'Carinderia ni Aling Rosa',
  businessType: 'RESTAURANT',
  tin: '123-456-789-000',
  addressId: 4,
  addressText: '5 Aguinaldo Hwy., Bacoor, Cavite',
  status: 'PENDING',
  declineReason: null,
  appliedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  priceGroup: null,
  ...extra,
});
