import { Args, Query, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { DeliveryQuotes } from '../../delivery/planning/delivery-quotes.js';
import { DeliveryOptionsModel, DeliveryQuoteInput } from './delivery-options.models.js';

/**
 * Checkout's question, answered with the delivery module's rules. It is asked in the order's words
 * (cart items, delivery method), so it lives beside placeOrder; a key that places orders may ask it.
 */
@Resolver(() => DeliveryOptionsModel)
export class DeliveryOptionsResolver {
  constructor(private readonly quotes: DeliveryQuotes) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Query(() => DeliveryOptionsModel, {
    description:
      "The fee and the dates a cart can have now, delivered to one of the customer's addresses or picked up.",
  })
  async deliveryOptions(
    @CurrentUser() customer: AuthUser,
    @Args('input') input: DeliveryQuoteInput,
  ): Promise<DeliveryOptionsModel> {
    return DeliveryOptionsModel.of(await this.quotes.forCart(customer, input));
  }
}
