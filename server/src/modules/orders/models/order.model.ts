import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { contactDetailsOf } from '../../users/contact-details.js';
import { OrderStatus } from '../order-status.js';
import type { Order } from '../order.entity.js';

@ObjectType('Employee', { description: 'The employee who decided an order.' })
export class EmployeeSummary {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;
}

/** Customer fields are a snapshot taken when the order was placed; lines and approver resolve in batches. */
@ObjectType('Order')
export class OrderModel {
  @Field(() => Int)
  orderId: number;

  @Field(() => ID)
  customerId: string;

  @Field()
  fullName: string;

  @Field()
  address: string;

  @Field()
  mobileNumber: string;

  @Field()
  emailAddress: string;

  @Field(() => Float, { description: 'Sum of the lines, in pesos.' })
  totalAmount: number;

  @Field(() => OrderStatus)
  orderStatus: OrderStatus;

  @Field()
  orderDate: Date;

  @Field(() => Date, { nullable: true })
  authorizationDate: Date | null;

  @Field(() => String, { nullable: true })
  remarks: string | null;

  /** Not a field: the key the approver loader uses. */
  authorizedById: string | null;

  static of(order: Order): OrderModel {
    return Object.assign(new OrderModel(), {
      orderId: order.id,
      customerId: order.customerId,
      ...contactDetailsOf(order),
      totalAmount: centavosToPesos(order.totalCentavos),
      orderStatus: order.status,
      orderDate: order.orderDate,
      authorizationDate: order.authorizationDate,
      remarks: order.remarks,
      authorizedById: order.authorizedById,
    });
  }
}
