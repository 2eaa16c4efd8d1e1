import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { DeliveryMethod, FulfilmentStatus, PaymentMethod, PaymentStatus } from '../order-enums.js';
import { OrderLineModel } from '../models/order-line.model.js';

@ObjectType('ManifestOrder', { description: 'One approved order to hand over that day, with what to collect.' })
export class ManifestOrderModel {
  @Field(() => Int)
  orderId: number;

  @Field()
  fullName: string;

  @Field({ description: 'The delivery address (for a pickup, the profile address) as copied onto the order.' })
  address: string;

  @Field()
  mobileNumber: string;

  @Field(() => String, { nullable: true })
  orderNote: string | null;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => Float, {
    description: 'Pesos to collect on handing it over: the total for an unpaid cash order, otherwise 0.',
  })
  amountToCollect: number;

  @Field(() => FulfilmentStatus, { nullable: true })
  fulfilmentStatus: FulfilmentStatus | null;

  @Field(() => [OrderLineModel])
  lines: OrderLineModel[];

  @Field(() => Float, { description: 'What the customer pays, in pesos.' })
  totalAmount: number;

  @Field(() => String, { nullable: true })
  paymentReference: string | null;

  @Field()
  hasPaymentProof: boolean;

  @Field(() => String, { nullable: true, description: 'Changes whenever another proof of payment is sent.' })
  paymentProofVersion: string | null;

  @Field(() => Float, { nullable: true, description: 'Cash counted when it was handed over, in pesos.' })
  amountCollected: number | null;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => Date, { nullable: true })
  packedAt: Date | null;

  @Field(() => Date, { nullable: true })
  dispatchedAt: Date | null;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;
}

@ObjectType('ManifestGroup', { description: "One delivery zone's orders, or the pickups." })
export class ManifestGroupModel {
  @Field(() => DeliveryMethod)
  method: DeliveryMethod;

  @Field(() => String, { nullable: true, description: 'The zone as named on its orders; null for the pickups.' })
  zoneName: string | null;

  @Field(() => [ManifestOrderModel])
  orders: ManifestOrderModel[];
}

@ObjectType('DeliveryManifest', {
  description: 'The approved orders to deliver or hand over on one day, per zone and the pickups.',
})
export class DeliveryManifestModel {
  @Field({ description: 'YYYY-MM-DD (Asia/Manila).' })
  date: string;

  @Field(() => [ManifestGroupModel])
  groups: ManifestGroupModel[];
}

@ObjectType('DeliveryDay', { description: 'A day with approved orders to hand over, and how many.' })
export class DeliveryDayModel {
  @Field({ description: 'YYYY-MM-DD (Manila).' })
  date: string;

  @Field(() => Int, { description: 'Approved orders due that day that are not yet delivered or picked up.' })
  openOrders: number;
}
