import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { OrderModel } from '../models/order.model.js';
import { RecordRefundInput, RevertPaymentArgs } from './payment-corrections.args.js';
import { PaymentService } from './payment.service.js';
import { SetPaymentReferenceArgs } from './set-payment-reference.args.js';

@Resolver(() => OrderModel)
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Mutation(() => OrderModel, {
    description:
      "The transfer's reference number for the signed-in customer's own order (not for cash, a cancelled or a paid order); NOT_FOUND when it is not theirs.",
  })
  async setPaymentReference(
    @CurrentUser() customer: AuthUser,
    @Args() args: SetPaymentReferenceArgs,
  ): Promise<OrderModel> {
    return OrderModel.of(await this.payments.setReference(customer, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, {
    description:
      'Marks an unpaid order (or one whose proof was sent, or a balance due) paid; a proof checked after a cancellation makes a refund due. CONFLICT when it is already paid or cancelled.',
  })
  async markOrderPaid(@CurrentUser() employee: AuthUser, @Args() args: OrderIdArgs): Promise<OrderModel> {
    return OrderModel.of(await this.payments.markPaid(employee, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, {
    description:
      'Takes back a payment marked by mistake, the same Manila day, with a reason: PROOF_SENT again when a proof is on file, else UNPAID. CONFLICT when it is not paid or the day is over.',
  })
  async revertOrderPayment(@CurrentUser() employee: AuthUser, @Args() args: RevertPaymentArgs): Promise<OrderModel> {
    return OrderModel.of(await this.payments.revertPayment(employee, args));
  }

  @Roles(Role.Employee)
  @KeyScope('orders:decide')
  @Mutation(() => OrderModel, {
    description:
      'Records the refund sent for a cancelled paid order (REFUND_DUE → REFUNDED); CONFLICT when no refund is due.',
  })
  async recordOrderRefund(
    @CurrentUser() employee: AuthUser,
    @Args('input') input: RecordRefundInput,
  ): Promise<OrderModel> {
    return OrderModel.of(await this.payments.recordRefund(employee, input));
  }
}
