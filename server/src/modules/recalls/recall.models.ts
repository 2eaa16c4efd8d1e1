import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { LotRecall } from './lot-recall.entity.js';
import type { RecalledShipment } from './recall-lookup.js';

@ObjectType('RecalledShipment', {
  description: "An order line's units of a recalled lot: who received them, where and when.",
})
export class RecalledShipmentModel {
  @Field(() => Int)
  orderId: number;

  @Field()
  customerId: string;

  @Field()
  fullName: string;

  @Field()
  emailAddress: string;

  @Field()
  mobileNumber: string;

  @Field()
  shipTo: string;

  @Field()
  shipDate: string;

  @Field()
  productName: string;

  @Field()
  lotCode: string;

  @Field()
  bestBefore: string;

  @Field(() => Int)
  quantity: number;

  static of(row: RecalledShipment): RecalledShipmentModel {
    return Object.assign(new RecalledShipmentModel(), row);
  }
}

@ObjectType('RecallNotice', { description: 'A customer told of a recall, and whether the mail went out.' })
export class RecallNoticeModel {
  @Field()
  customerId: string;

  @Field({ description: 'pending, sent or withdrawn (the outbox row of the mail).' })
  status: string;
}

@ObjectType('Recall', { description: 'A recall or a mock recall (a drill: the same lookup and export, nobody told).' })
export class RecallModel {
  @Field(() => Int)
  id: number;

  @Field()
  mock: boolean;

  @Field()
  productId: string;

  @Field(() => [String])
  lotCodes: string[];

  @Field(() => String, { nullable: true })
  producedFrom: string | null;

  @Field(() => String, { nullable: true })
  producedTo: string | null;

  @Field()
  reason: string;

  @Field()
  startedBy: string;

  @Field()
  startedAt: Date;

  @Field(() => Int, { description: 'How long finding every order, customer and unit took, in milliseconds.' })
  lookupMs: number;

  @Field(() => Int)
  ordersFound: number;

  @Field(() => Int)
  customersFound: number;

  @Field(() => Int)
  unitsFound: number;

  @Field(() => Int, { description: 'Customers told by this recall (none for a drill, none again on a second press).' })
  noticesSent: number;

  @Field({ description: 'Where its CSV is downloaded (employees, bearer token).' })
  csvUrl: string;

  static of(recall: LotRecall): RecallModel {
    return Object.assign(new RecallModel(), {
      ...recall,
      lotCodes: recall.lotCodes.split(','),
      csvUrl: `/api/exports/recalls/${recall.id}.csv`,
    });
  }
}

@ObjectType('RecallOutcome')
export class RecallOutcomeModel {
  @Field(() => RecallModel)
  recall: RecallModel;

  @Field(() => [RecalledShipmentModel], { description: 'Every order line that received the lots.' })
  shipments: RecalledShipmentModel[];
}
