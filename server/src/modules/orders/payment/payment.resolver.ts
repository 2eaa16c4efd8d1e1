import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { OrderModel } from '../models/order.model.js';
import { PaymentService } from './payment.service.js';
import { SetPaymentReferenceArgs } from './set-payment-reference.args.js';

@Resolver(() => OrderModel)
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Mutation(() => OrderModel, {
    description: "The transfer's reference number for the signed-in customer's own order (not for cash, a cancelled or a paid order); NOT_FOUND when it is not theirs.",
  })
  async setPaymentReference(@CurrentUser() customer: AuthUser, @Args() args: SetPaymentReferenceArgs): Promise<OrderModel> {
    return OrderModel.of(await this.payments.setReference(customer, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, { description: 'Marks an unpaid order (or one whose proof was sent) paid; CONFLICT when it is already paid or cancelled.' })
  async markOrderPaid(@CurrentUser() employee: AuthUser, @Args() args: OrderIdArgs): Promise<OrderModel> {
    return OrderModel.of(await this.payments.markPaid(employee, args));
  }
}
