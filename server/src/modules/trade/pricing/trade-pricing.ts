import { Injectable } from '@nestjs/common';
import {
  manilaDay,
  orderAmountShortfall,
  quantityShortfall,
  tiersOn,
  unitCentavosFor,
  type PriceTier,
  type TradePriceRow,
  type TradeQuantityRule,
} from '@waters/domain';
import { Brackets, In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { badLines, type LineProblem } from '../../../platform/errors/domain-error.js';
import { Clock } from '../../../platform/time/clock.js';
import { Product } from '../../products/product.entity.js';
import { PriceGroup } from '../price-group.entity.js';
import { TradeAccount } from '../trade-account.entity.js';
import { TradePrice } from '../trade-price.entity.js';
import { HOUSEHOLD, TradeTermsMemory } from './trade-terms-memory.js';

/** An approved trade buyer's terms: the business, and the group whose prices, minimum and terms it buys at. */
export interface TradeBuyer {
  readonly businessName: string;
  readonly priceGroupId: number;
  readonly groupName: string;
  readonly minOrderCentavos: number;
  readonly termsDays: number | null;
}

/** How one product is sold to a trade buyer today: its tiers (lowest quantity first) and its quantity rule. */
export interface TradeProductTerms {
  readonly productId: string;
  readonly tiers: PriceTier[];
  readonly rule: TradeQuantityRule;
}

/** What a trade buyer sees before buying: exactly what an order placed now would be charged and held to. */
export interface TradeTerms {
  readonly buyer: TradeBuyer;
  /** The Manila day the tiers hold on, YYYY-MM-DD. */
  readonly today: string;
  /** The products that have tiers today or a trade rule, by id. */
  readonly products: TradeProductTerms[];
}

/** A trade buyer's unit price for each product of an order, and the days their group gives to pay it (null: none). */
export type TradeUnitPrices = ReadonlyMap<string, number> & { readonly termsDays: number | null };

/** What an order's line is for pricing: its product (name, retail price, trade rule) and quantity. */
export interface PricedLine {
  readonly product: Pick<Product, 'productId' | 'name' | 'priceCentavos' | 'tradeMinQuantity' | 'tradeMultiple'>;
  readonly quantity: number;
}

const ruleOf = (product: Pick<Product, 'tradeMinQuantity' | 'tradeMultiple'>): TradeQuantityRule => ({
  minQuantity: product.tradeMinQuantity,
  multiple: product.tradeMultiple,
});

const hasRule = (rule: TradeQuantityRule) => rule.minQuantity !== null || rule.multiple !== null;

const rowOf = (row: TradePrice): TradePriceRow => ({
  productId: row.productId,
  minQuantity: Number(row.minQuantity),
  unitCentavos: Number(row.unitPriceCentavos),
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** A group's rows by product. */
function rowsByProduct(rows: readonly TradePrice[]): Map<string, TradePriceRow[]> {
  const byProduct = new Map<string, TradePriceRow[]>();
  for (const row of rows) {
    const held = byProduct.get(row.productId);
    if (held) held.push(rowOf(row));
    else byProduct.set(row.productId, [rowOf(row)]);
  }
  return byProduct;
}

/**
 * Trade prices: what a customer with an APPROVED trade account pays, and the quantities and
 * minimum their group is held to. One rule for the order and for the figures shown before it
 * (@waters/domain's tiersOn and unitCentavosFor, on the Manila day of the Clock); a household (no
 * account, or one not approved) has no terms and pays the catalogue's prices.
 *
 * The figures shown before buying come through TradeTermsMemory; an order is always priced from
 * its own transaction's reads.
 */
@Injectable()
export class TradePricing {
  private readonly accounts: Repository<TradeAccount>;

  constructor(
    reads: Reads,
    private readonly memory: TradeTermsMemory,
    private readonly clock: Clock,
  ) {
    this.accounts = reads.repository(TradeAccount);
  }

  /** The customer's approved trade terms as of now, or null for a household (read outside any order). */
  async termsOf(customerId: string): Promise<TradeTerms | null> {
    // The read connection, or the request's transaction when one is open (Reads).
    const manager = this.accounts.manager;
    const known = await this.memory.buyers.get(
      customerId,
      async () => (await this.buyerOf(manager, customerId)) ?? HOUSEHOLD,
    );
    if (!known || 'household' in known) return null;
    const today = manilaDay(this.clock.now());
    const products = await this.memory.groupDays.get(`${known.priceGroupId}:${today}`, () =>
      this.productTermsOf(manager, known.priceGroupId, today),
    );
    return { buyer: known, today, products: products ?? [] };
  }

  /** The products a group's buyers have terms for on a day: tiers holding that day, or a trade rule. */
  private async productTermsOf(manager: EntityManager, priceGroupId: number, today: string) {
    const byProduct = rowsByProduct(await this.rowsOf(manager, priceGroupId, today));
    const priced = [...byProduct.keys()];
    // The products on the list, and those with a trade rule; removed products have no terms.
    const products = await manager.find(Product, {
      select: { productId: true, tradeMinQuantity: true, tradeMultiple: true },
      where: [
        ...(priced.length > 0 ? [{ archived: false, productId: In(priced) }] : []),
        { archived: false, tradeMinQuantity: Not(IsNull()) },
        { archived: false, tradeMultiple: Not(IsNull()) },
      ],
      order: { productId: 'ASC' },
    });
    return products
      .map((product) => ({
        productId: product.productId,
        tiers: tiersOn(byProduct.get(product.productId) ?? [], today),
        rule: ruleOf(product),
      }))
      .filter(({ tiers, rule }) => tiers.length > 0 || hasRule(rule));
  }

  /**
   * Inside an order's transaction: each line's unit price for a trade buyer (the tier its quantity
   * reaches, else retail), by product, with the days their group gives to pay; null for a household,
   * who pays retail (one read by primary key). A cart that breaks the buyer's terms is refused with
   * every failing line named: each quantity a product's rule does not accept, and goods short of the
   * group's minimum.
   */
  async unitPrices(
    manager: EntityManager,
    customerId: string,
    lines: readonly PricedLine[],
    at: Date,
  ): Promise<TradeUnitPrices | null> {
    const buyer = await this.buyerOf(manager, customerId);
    if (!buyer) return null;
    const day = manilaDay(at);
    const productIds = lines.map((line) => line.product.productId);
    const byProduct = rowsByProduct(
      productIds.length > 0 ? await this.rowsOf(manager, buyer.priceGroupId, day, productIds) : [],
    );
    const units = new Map<string, number>();
    const problems: LineProblem[] = [];
    let goodsCentavos = 0;
    for (const { product, quantity } of lines) {
      const unit = unitCentavosFor(
        product.priceCentavos,
        tiersOn(byProduct.get(product.productId) ?? [], day),
        quantity,
      );
      units.set(product.productId, unit);
      goodsCentavos += unit * quantity;
      const rule = ruleOf(product);
      const shortfall = hasRule(rule) ? quantityShortfall(rule, product.name, quantity) : null;
      if (shortfall) problems.push({ productId: product.productId, message: shortfall });
    }
    const short = orderAmountShortfall(buyer.groupName, buyer.minOrderCentavos, goodsCentavos);
    if (short) problems.push({ productId: null, message: short });
    if (problems.length > 0) throw badLines(problems);
    return Object.assign(units, { termsDays: buyer.termsDays });
  }

  /** The customer's approved account with its group, in one read by the account's primary key; null for a household. */
  async buyerOf(manager: EntityManager, customerId: string): Promise<TradeBuyer | null> {
    const row = await manager
      .createQueryBuilder(TradeAccount, 'account')
      .innerJoin(PriceGroup, 'pricegroup', 'pricegroup.id = account.priceGroupId')
      .select('account.businessName', 'businessName')
      .addSelect('pricegroup.id', 'priceGroupId')
      .addSelect('pricegroup.name', 'groupName')
      .addSelect('pricegroup.minOrderCentavos', 'minOrderCentavos')
      .addSelect('pricegroup.termsDays', 'termsDays')
      .where('account.customerId = :customerId', { customerId })
      .andWhere("account.status = 'APPROVED'")
      .getRawOne<Record<keyof TradeBuyer, string | number | null>>();
    if (!row) return null;
    return {
      businessName: String(row.businessName),
      priceGroupId: Number(row.priceGroupId),
      groupName: String(row.groupName),
      minOrderCentavos: Number(row.minOrderCentavos),
      termsDays: row.termsDays === null ? null : Number(row.termsDays),
    };
  }

  /**
   * A group's rows still holding on `day` or later (of these products, when named), on the index
   * (price_group_id, product_id). Rows that ended before `day` can never hold again; which of the
   * rest hold is tiersOn's to say.
   */
  private rowsOf(manager: EntityManager, priceGroupId: number, day: string, productIds?: readonly string[]) {
    const rows = manager
      .createQueryBuilder(TradePrice, 'price')
      .where('price.priceGroupId = :priceGroupId', { priceGroupId })
      .andWhere(new Brackets((held) => held.where('price.validTo IS NULL').orWhere('price.validTo >= :day', { day })));
    if (productIds) rows.andWhere('price.productId IN (:...productIds)', { productIds });
    return rows.getMany();
  }
}
