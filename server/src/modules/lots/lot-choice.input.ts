import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, Min } from 'class-validator';

@InputType({
  description: 'Units of one order line packed from a lot the packer chose (instead of the first to expire).',
})
export class LotChoiceInput {
  @Field(() => Int, { description: "The order line's id (OrderLine.lineId)." })
  @IsInt({ message: 'Choose a line' })
  lineId: number;

  @Field(() => Int)
  @IsInt({ message: 'Choose a lot' })
  lotId: number;

  @Field(() => Int)
  @Min(1, { message: 'Units must be at least 1' })
  @IsInt({ message: 'Units must be a whole number' })
  quantity: number;
}
