import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsString, Max, Min, ValidateBy } from 'class-validator';
import { characterCount, REMARKS_MAX } from '@waters/domain';

/** A customer withdrawing their own pending order: the reason is required and kept as the order's remarks. */
@InputType()
export class CancelMyOrderInput {
  @Field(() => Int)
  @Max(2_147_483_647, { message: 'Order ID is not valid' })
  @Min(1, { message: 'Order ID is not valid' })
  @IsInt({ message: 'Order ID is not valid' })
  orderId: number;

  @Field(() => String, { description: `Why the order is cancelled: 1 to ${REMARKS_MAX} characters.` })
  @ValidateBy(
    {
      name: 'reasonLength',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.trim().length > 0 && characterCount(v) <= REMARKS_MAX,
      },
    },
    { message: `Reason is required and must be at most ${REMARKS_MAX} characters` },
  )
  @IsString({ message: 'Reason must be text' })
  reason: string;
}
