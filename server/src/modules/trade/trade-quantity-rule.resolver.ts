import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { ProductModel } from '../products/models/product.model.js';
import { TradeQuantityRuleInput } from './dto/trade-quantity-rule.input.js';
import { TradeQuantityRulesService } from './trade-quantity-rules.service.js';

@Resolver(() => ProductModel)
export class TradeQuantityRuleResolver {
  constructor(private readonly rules: TradeQuantityRulesService) {}

  @Roles(Role.Employee)
  @KeyScope('trade:manage')
  @Mutation(() => ProductModel, {
    description:
      'Sets how a product is sold to trade: at least so many a line, in multiples of so many (null: no rule).',
  })
  async setTradeQuantityRule(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: TradeQuantityRuleInput,
  ): Promise<ProductModel> {
    return ProductModel.of(await this.rules.set(employee, input));
  }
}
