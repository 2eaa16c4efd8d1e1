import {
  centavosToPesos,
  lineCentavos,
  nextAcceptedQuantity,
  orderAmountShortfall,
  quantityShortfall,
  toCentavos,
  unitCentavosFor,
  type PriceTier,
  type TradeQuantityRule,
} from '@waters/domain';

/*
 * What a buyer pays: the retail prices, or a trade buyer's as myTradeTerms tells them (the server
 * prices every order with the same rules, packages/domain/src/trade.ts). The cart, its review, the
 * storefront and a product's page read their figures and words from here.
 */

export interface TradeTier {
  readonly minQuantity: number;
  /** Pesos. */
  readonly unitPrice: number;
}

/** One product's tiers today (lowest quantity first) and how it is sold to trade. */
export interface ProductTradeTerms {
  readonly productId: string;
  readonly tiers: readonly TradeTier[];
  readonly minQuantity?: number | null;
  readonly multiple?: number | null;
}

/** A trade buyer's group: its name, minimum order (pesos) and days to pay, and its products' terms. */
export interface TradeTerms {
  readonly groupName: string;
  readonly minOrderAmount: number;
  readonly termsDays?: number | null;
  readonly products: readonly ProductTradeTerms[];
}

export const productTermsOf = (terms: TradeTerms, productId: string): ProductTradeTerms | undefined =>
  terms.products.find((product) => product.productId === productId);

const tierCentavos = (product: ProductTradeTerms | undefined): PriceTier[] =>
  (product?.tiers ?? []).map((tier) => ({ minQuantity: tier.minQuantity, unitCentavos: toCentavos(tier.unitPrice) }));

const quantityRuleOf = (product: ProductTradeTerms | undefined): TradeQuantityRule => ({
  minQuantity: product?.minQuantity ?? null,
  multiple: product?.multiple ?? null,
});

/** The least quantity a trade line of the product may have (1 without a trade rule): where its quantity selector starts. */
export const firstTradeQuantity = (terms: TradeTerms, productId: string): number =>
  nextAcceptedQuantity(quantityRuleOf(productTermsOf(terms, productId)), 1) ?? 1;

/** How a product is sold to trade ("sold to trade in 12s", "at least 12"), or null when any quantity goes. */
export function tradeRuleText({ minQuantity, multiple }: TradeQuantityRule): string | null {
  const least = minQuantity ?? 1;
  if (multiple && multiple > 1) return `sold to trade in ${multiple}s${least > multiple ? `, at least ${least}` : ''}`;
  return least > 1 ? `at least ${least}` : null;
}

/** A phrase as a line of its own: "Sold to trade in 12s". */
export const asLine = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** Where a tier starts: "from 10 packs". */
export const fromPacks = (quantity: number) => `from ${quantity} ${quantity === 1 ? 'pack' : 'packs'}`;

/** A product's price for a trade buyer: the unit price at the least they may take, then each tier above it. */
export function tradeOffer(retailPrice: number, product: ProductTradeTerms | undefined) {
  const rule = quantityRuleOf(product);
  const tiers = tierCentavos(product);
  const first = nextAcceptedQuantity(rule, 1) ?? 1;
  return {
    yourPrice: unitCentavosFor(toCentavos(retailPrice), tiers, first),
    /** "from 10 packs" and its unit price in centavos, for each tier above the least quantity. */
    tiers: tiers
      .filter((tier) => tier.minQuantity > first)
      .map((tier) => ({ label: fromPacks(tier.minQuantity), unitCentavos: tier.unitCentavos })),
    rule: tradeRuleText(rule),
  };
}

/** A cart line as the cart keeps it (state/cart.ts). */
interface CartLine {
  readonly ProductId: string;
  readonly ProductName: string;
  /** The retail price when it was added (pesos). */
  readonly ProductPrice: number;
  readonly Quantity: number;
}

/** A cart line as it will be charged. */
export interface PricedLine<I extends CartLine = CartLine> {
  readonly item: I;
  /** Pesos: the retail price, or for a trade buyer the tier the line's quantity reaches. */
  readonly unitPrice: number;
  readonly total: number;
  /** What the line lacks for the trade rule of its product ("add 2 more packs of Tuyo — sold to trade in 12s"). */
  readonly shortfall: string | null;
}

export interface PricedCart<I extends CartLine = CartLine> {
  readonly lines: readonly PricedLine<I>[];
  /** The goods' total in pesos. */
  readonly goods: number;
  /** What keeps the order from being placed: each line's shortfall, then what the group's minimum still wants. */
  readonly problems: readonly string[];
}

/**
 * The cart as the server will charge it: the one place its lines and total are priced (the cart,
 * its review and the storefront's cart bar read it). A household (no terms) pays each line's
 * retail price; a trade buyer the tier its quantity reaches, in the quantities their group buys,
 * for at least the group's minimum order (placeOrder applies the same rules and refuses the rest).
 */
export function priceCart<I extends CartLine>(items: readonly I[], terms: TradeTerms | null): PricedCart<I> {
  let goods = 0;
  const lines = items.map((item): PricedLine<I> => {
    const product = terms ? productTermsOf(terms, item.ProductId) : undefined;
    const unit = unitCentavosFor(toCentavos(item.ProductPrice), tierCentavos(product), item.Quantity);
    const total = lineCentavos(unit, item.Quantity);
    goods += total;
    return {
      item,
      unitPrice: centavosToPesos(unit),
      total: centavosToPesos(total),
      shortfall: product ? quantityShortfall(quantityRuleOf(product), item.ProductName, item.Quantity) : null,
    };
  });
  const short = terms && orderAmountShortfall(terms.groupName, toCentavos(terms.minOrderAmount), goods);
  const problems = lines.flatMap((line) => (line.shortfall ? [line.shortfall] : []));
  return { lines, goods: centavosToPesos(goods), problems: short ? [...problems, short] : problems };
}
