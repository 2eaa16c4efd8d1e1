import { Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { MyTradeTermsModel } from './trade-terms.model.js';
import { TradePricing } from './trade-pricing.js';

/*
 * A trade buyer's own terms, read before adding to the cart: the figures come from the same rule
 * that prices the order. The catalogue itself stays retail and the same for everyone.
 */
@Resolver()
export class TradeTermsResolver {
  constructor(private readonly pricing: TradePricing) {}

  @Roles(Role.Customer)
  @KeyScope('catalogue:read')
  @Query(() => MyTradeTermsModel, {
    nullable: true,
    description:
      "The signed-in customer's trade terms today (group, minimum, terms, and per product its tiers and quantity rule); null unless their trade account is approved.",
  })
  async myTradeTerms(@CurrentUser() customer: AuthUser): Promise<MyTradeTermsModel | null> {
    const terms = await this.pricing.termsOf(customer.id);
    return terms && MyTradeTermsModel.of(terms);
  }
}
