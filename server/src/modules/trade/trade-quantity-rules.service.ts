import { Injectable } from '@nestjs/common';
import { LINE_QUANTITY_MAX, nextAcceptedQuantity, type TradeQuantityRule } from '@waters/domain';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Clock } from '../../platform/time/clock.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { Product } from '../products/product.entity.js';
import { chosenProduct } from './chosen.js';
import { TradeQuantityRuleInput } from './dto/trade-quantity-rule.input.js';

const ruleOf = (product: Product): TradeQuantityRule => ({
  minQuantity: product.tradeMinQuantity,
  multiple: product.tradeMultiple,
});

/**
 * How each product is sold to trade (at least so many a line, in multiples of so many): a public
 * fact of the catalogue, so a change is audited and empties the catalogue's kept lists and answers.
 */
@Injectable()
export class TradeQuantityRulesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  set(employee: AuthUser, raw: unknown): Promise<Product> {
    const input = validateInput(TradeQuantityRuleInput, raw);
    const rule: TradeQuantityRule = { minQuantity: input.minQuantity ?? null, multiple: input.multiple ?? null };
    // A rule no line can meet would take the product off every trade order.
    if (nextAcceptedQuantity(rule, 1) === null)
      throw badInput(
        `No quantity up to ${LINE_QUANTITY_MAX} is at least ${rule.minQuantity} and a multiple of ${rule.multiple}.`,
        { multiple: 'No line can meet this rule' },
      );
    return this.transactions.run(async (manager) => {
      const product = await chosenProduct(manager, input.productId);
      const before = ruleOf(product);
      const changes = { tradeMinQuantity: rule.minQuantity, tradeMultiple: rule.multiple, updatedAt: this.clock.now() };
      await manager.update(Product, { productId: product.productId }, changes);
      Object.assign(product, changes);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'product.trade_rule_changed',
          targetType: 'product',
          targetId: product.productId,
          before,
          after: rule,
        },
        type: 'TradeQuantityRuleChanged',
        productId: product.productId,
      });
      return product;
    });
  }
}
