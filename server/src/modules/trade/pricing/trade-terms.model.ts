import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos, type PriceTier } from '@waters/domain';
import { EXPECTED_ITEMS, listComplexity } from '../../../graphql/complexity.js';
import type { TradeProductTerms, TradeTerms } from './trade-pricing.js';

@ObjectType('TradeTier', { description: 'From this many units a line on, this unit price.' })
export class TradeTierModel {
  @Field(() => Int, { description: 'The fewest units of a line that pays this price.' })
  minQuantity: number;

  @Field(() => Float, { description: 'Unit price in Philippine pesos.' })
  unitPrice: number;

  static of({ minQuantity, unitCentavos }: PriceTier): TradeTierModel {
    return Object.assign(new TradeTierModel(), { minQuantity, unitPrice: centavosToPesos(unitCentavos) });
  }
}

@ObjectType('TradeProductTerms', {
  description:
    "How one product is sold to the trade buyer today: a line pays the highest tier its quantity reaches (the catalogue's price below every tier), in the quantities the rule accepts.",
})
export class TradeProductTermsModel {
  @Field()
  productId: string;

  @Field(() => [TradeTierModel], { description: 'Lowest quantity first; empty: the catalogue price at any quantity.' })
  tiers: TradeTierModel[];

  @Field(() => Int, { nullable: true, description: 'The fewest units a trade line of it may have.' })
  minQuantity: number | null;

  @Field(() => Int, { nullable: true, description: 'A trade line of it is a multiple of this many units.' })
  multiple: number | null;

  static of({ productId, tiers, rule }: TradeProductTerms): TradeProductTermsModel {
    return Object.assign(new TradeProductTermsModel(), {
      productId,
      tiers: tiers.map(TradeTierModel.of),
      minQuantity: rule.minQuantity,
      multiple: rule.multiple,
    });
  }
}

@ObjectType('MyTradeTerms', {
  description: "An approved trade buyer's terms: exactly what an order placed now is charged and held to.",
})
export class MyTradeTermsModel {
  @Field()
  businessName: string;

  @Field({ description: 'The price group the account buys in.' })
  groupName: string;

  @Field(() => Float, { description: "The least an order's goods may come to, in pesos (0: no minimum)." })
  minOrderAmount: number;

  @Field(() => Int, { nullable: true, description: 'Days after delivery an order falls due; null: paid as any order.' })
  termsDays: number | null;

  @Field({ description: 'The Manila day (YYYY-MM-DD) the tiers hold on.' })
  today: string;

  @Field(() => [TradeProductTermsModel], {
    description: 'The products with tiers today or a trade rule, by product id.',
    complexity: listComplexity(EXPECTED_ITEMS.products),
  })
  products: TradeProductTermsModel[];

  static of({ buyer, today, products }: TradeTerms): MyTradeTermsModel {
    return Object.assign(new MyTradeTermsModel(), {
      businessName: buyer.businessName,
      groupName: buyer.groupName,
      minOrderAmount: centavosToPesos(buyer.minOrderCentavos),
      termsDays: buyer.termsDays,
      today,
      products: products.map(TradeProductTermsModel.of),
    });
  }
}
