import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { TRADE_REASON_MAX } from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';

const CHOOSE_APPLICATION = 'Choose an application';

@InputType({
  description: 'A pending application approved into a price group, or an approved account moved to another group.',
})
export class ApproveTradeAccountInput {
  @Field(() => ID)
  @MaxLength(36, { message: CHOOSE_APPLICATION })
  @IsNotEmpty({ message: CHOOSE_APPLICATION })
  @IsString({ message: CHOOSE_APPLICATION })
  customerId: string;

  @Field(() => Int)
  @IsInt({ message: 'Choose a price group' })
  priceGroupId: number;
}

@InputType({ description: 'A pending application declined, with the reason the customer is told.' })
export class DeclineTradeAccountInput {
  @Field(() => ID)
  @MaxLength(36, { message: CHOOSE_APPLICATION })
  @IsNotEmpty({ message: CHOOSE_APPLICATION })
  @IsString({ message: CHOOSE_APPLICATION })
  customerId: string;

  @Field()
  @Transform(trim)
  @MaxLength(TRADE_REASON_MAX, { message: `Reason must be at most ${TRADE_REASON_MAX} characters` })
  @IsNotEmpty({ message: 'Say why: the customer is told the reason.' })
  @IsString({ message: 'Say why: the customer is told the reason.' })
  reason: string;
}
