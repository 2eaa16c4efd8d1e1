import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BusinessType, TradeAccountStatus } from '@waters/domain';
import type { TradeAccountView } from '../trade-account-views.js';
import { PriceGroupModel } from './price-group.model.js';
import { BusinessTypeEnum, TradeAccountStatusEnum } from './trade-enums.js';

@ObjectType('TradeAccount', {
  description: "A customer's application for trade prices and, once approved, the price group they buy in.",
})
export class TradeAccountModel {
  @Field(() => ID)
  customerId: string;

  @Field()
  customerName: string;

  @Field()
  emailAddress: string;

  @Field()
  businessName: string;

  @Field(() => BusinessTypeEnum)
  businessType: BusinessType;

  @Field(() => String, { nullable: true, description: "The BIR's taxpayer number, when given." })
  tin: string | null;

  @Field(() => Int, { description: "The business's entry in the customer's address book." })
  addressId: number;

  @Field({ description: 'That address written on one line.' })
  addressText: string;

  @Field(() => TradeAccountStatusEnum)
  status: TradeAccountStatus;

  @Field(() => PriceGroupModel, { nullable: true, description: 'The group it buys in, once approved.' })
  priceGroup: PriceGroupModel | null;

  @Field(() => String, { nullable: true, description: 'Why it was declined.' })
  declineReason: string | null;

  @Field()
  appliedAt: Date;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  static of(view: TradeAccountView): TradeAccountModel {
    return Object.assign(new TradeAccountModel(), {
      ...view,
      priceGroup: view.priceGroup && PriceGroupModel.of(view.priceGroup),
    });
  }
}
