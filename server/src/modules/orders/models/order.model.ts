import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { CUSTOMER_WORDS, customerWord } from '@waters/domain';
import { createHash } from 'node:crypto';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { contactDetailsOf } from '../../users/contact-details.js';
import { DeliveryMethod, FulfilmentStatus, PaymentMethod, PaymentStatus } from '../order-enums.js';
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

  @Field(() => Float, { description: 'What the customer pays, in pesos: the lines plus the delivery fee.' })
  totalAmount: number;

  @Field(() => OrderStatus)
  orderStatus: OrderStatus;

  @Field()
  orderDate: Date;

  @Field(() => Date, { nullable: true })
  authorizationDate: Date | null;

  @Field(() => String, { nullable: true })
  remarks: string | null;

  @Field(() => DeliveryMethod)
  deliveryMethod: DeliveryMethod;

  @Field(() => String, {
    nullable: true,
    description: 'The delivery zone as it was named when the order was placed; null for a pickup.',
  })
  deliveryZoneName: string | null;

  @Field(() => Float, { description: 'The delivery fee in pesos (part of totalAmount).' })
  deliveryFee: number;

  @Field(() => Float, { description: 'The sum of the lines in pesos (totalAmount less the delivery fee).' })
  goodsAmount: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (Manila): the day it is delivered or picked up.' })
  deliveryDate: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "YYYY-MM-DD (Manila): the day an order of a trade account on terms is to be paid by (the delivery date plus the price group's days); null for the rest. Unpaid after it, the order is overdue.",
  })
  dueDate: string | null;

  @Field(() => String, { nullable: true })
  orderNote: string | null;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => String, { nullable: true, description: "The transfer's reference number, as the customer gave it." })
  paymentReference: string | null;

  @Field({ description: 'True when a proof of payment was uploaded (GET /api/orders/{orderId}/payment-proof).' })
  hasPaymentProof: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Changes whenever another proof of payment is sent (a short digest of the stored picture); null without a proof.',
  })
  paymentProofVersion: string | null;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => FulfilmentStatus, { nullable: true, description: 'Null until the approved order is packed.' })
  fulfilmentStatus: FulfilmentStatus | null;

  @Field(() => Date, { nullable: true })
  packedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it went out for delivery, or was set out for pickup.' })
  dispatchedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was delivered, or picked up.' })
  completedAt: Date | null;

  @Field({
    description: `Where the order stands, in the one word its customer reads: ${CUSTOMER_WORDS.join(', ')} (see docs/order-life.md).`,
  })
  customerStatus: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'Cash counted when it was handed over, in pesos; less than totalAmount leaves a balance due (paymentStatus BALANCE_DUE).',
  })
  amountCollected: number | null;

  @Field(() => String, { nullable: true, description: 'Why the cash collected was short.' })
  collectionNote: string | null;

  @Field(() => PaymentMethod, {
    nullable: true,
    description: 'How the refund of a cancelled paid order was sent, once recorded.',
  })
  refundMethod: PaymentMethod | null;

  @Field(() => String, { nullable: true })
  refundReference: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (Manila): the day the refund was sent.' })
  refundedOn: string | null;

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
      deliveryMethod: order.deliveryMethod,
      deliveryZoneName: order.deliveryZoneName,
      deliveryFee: centavosToPesos(order.deliveryFeeCentavos),
      goodsAmount: centavosToPesos(order.totalCentavos - order.deliveryFeeCentavos),
      deliveryDate: order.deliveryDate,
      dueDate: order.dueDay ?? null,
      orderNote: order.orderNote,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      paymentReference: order.paymentReference,
      hasPaymentProof: order.paymentProof !== null,
      paymentProofVersion: proofVersion(order.paymentProof),
      paidAt: order.paidAt,
      fulfilmentStatus: order.fulfilmentStatus,
      packedAt: order.packedAt,
      dispatchedAt: order.dispatchedAt,
      completedAt: order.completedAt,
      customerStatus: customerWord(order),
      amountCollected:
        order.amountCollectedCentavos === null || order.amountCollectedCentavos === undefined
          ? null
          : centavosToPesos(order.amountCollectedCentavos),
      collectionNote: order.collectionNote ?? null,
      refundMethod: order.refundMethod ?? null,
      refundReference: order.refundReference ?? null,
      refundedOn: order.refundedOn ?? null,
    });
  }
}

/** A second proof keeps PROOF_SENT but is stored under a new name: its digest tells a client to fetch the picture again (an order just created has no proof column set yet). */
const proofVersion = (stored: string | null | undefined) =>
  stored ? createHash('sha256').update(stored).digest('hex').slice(0, 12) : null;
