import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { characterCount, REMARKS_MAX } from '@waters/domain';

@InputType()
export class DecideOrderInput {
  @Field(() => Int)
  @Max(2_147_483_647, { message: 'Order ID is not valid' })
  @Min(1, { message: 'Order ID is not valid' })
  @IsInt({ message: 'Order ID is not valid' })
  orderId: number;

  @Field(() => String, {
    nullable: true,
    description: `Optional, at most ${REMARKS_MAX} characters, stored exactly as sent.`,
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'maxCharacters',
      validator: { validate: (v: unknown) => typeof v === 'string' && characterCount(v) <= REMARKS_MAX },
    },
    { message: `Remarks must be at most ${REMARKS_MAX} characters` },
  )
  @IsString({ message: 'Remarks must be text' })
  remarks?: string | null;
}
