import { ArgsType, Field, Float } from '@nestjs/graphql';
import { characterCount, exactCentavos, FULFILMENT_STATUSES, MAX_PRICE_PESOS, REMARKS_MAX } from '@waters/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { LotChoiceInput } from '../../lots/lot-choice.input.js';
import { trim } from '../../../platform/validation/trim.js';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { FulfilmentStatus } from '../order-enums.js';
import { Reason } from '../payment/payment-corrections.args.js';

const MAX_LOT_CHOICES = 200;

const cashProblem = (value: unknown) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= MAX_PRICE_PESOS &&
  exactCentavos(value) !== null;

@ArgsType()
export class AdvanceFulfilmentArgs extends OrderIdArgs {
  @Field(() => FulfilmentStatus, {
    description:
      "The order's next step: PACKED first, then OUT_FOR_DELIVERY or READY_FOR_PICKUP, then DELIVERED or PICKED_UP.",
  })
  @IsIn(FULFILMENT_STATUSES, { message: 'Not a fulfilment step' })
  to: FulfilmentStatus;

  @Field(() => Float, {
    nullable: true,
    description:
      'Handing over an unpaid cash order: the cash collected, in pesos (required then). The whole total marks it paid; less leaves a balance due, with a reason.',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'cash', validator: { validate: cashProblem } },
    { message: 'Cash collected must be an amount from ₱0.00, in pesos and centavos' },
  )
  cashCollected?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `Why the cash collected is short: 1 to ${REMARKS_MAX} characters (required then).`,
  })
  @IsOptional()
  @Transform(trim)
  @ValidateBy(
    {
      name: 'reasonLength',
      validator: { validate: (v: unknown) => typeof v === 'string' && characterCount(v) <= REMARKS_MAX },
    },
    { message: `Reason must be at most ${REMARKS_MAX} characters` },
  )
  @IsString({ message: 'Reason must be text' })
  reason?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Sending out or handing over on another day than the order's delivery date must be confirmed as such.",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmOffDate must be true or false' })
  confirmOffDate?: boolean | null;

  @Field(() => [LotChoiceInput], {
    nullable: true,
    description:
      'Packing: the lots each line is packed from, when not the first to expire (FEFO, the default); `reason` says why (audited).',
  })
  @IsOptional()
  @IsArray({ message: 'Lots must be a list' })
  @ArrayMaxSize(MAX_LOT_CHOICES, { message: `At most ${MAX_LOT_CHOICES} lot choices` })
  @ValidateNested({ each: true })
  @Type(() => LotChoiceInput)
  lots?: LotChoiceInput[] | null;
}

@ArgsType()
export class UndoFulfilmentArgs extends OrderIdArgs {
  @Field({ description: `Why the last step is undone: 1 to ${REMARKS_MAX} characters (audited).` })
  @Transform(trim)
  @Reason()
  @IsString({ message: 'Reason must be text' })
  reason: string;

  @Field(() => FulfilmentStatus, {
    nullable: true,
    description:
      'The step being undone, as the caller saw the order: given, a repeated call (a double tap) cannot undo the step before it too.',
  })
  @IsOptional()
  @IsIn(FULFILMENT_STATUSES, { message: 'Not a fulfilment step' })
  step?: FulfilmentStatus | null;
}
