import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LINE_QUANTITY_MAX, ORDER_LINES_MAX, PRODUCT_ID_MAX } from '@waters/domain';

@InputType()
export class OrderItemInput {
  @Field(() => ID)
  @MaxLength(PRODUCT_ID_MAX, { message: 'Unknown product' })
  @IsNotEmpty({ message: 'Product ID is required' })
  @IsString({ message: 'Product ID is required' })
  productId: string;

  @Field(() => Int)
  @Max(LINE_QUANTITY_MAX, { message: `Quantity must be at most ${LINE_QUANTITY_MAX}` })
  @Min(1, { message: 'Quantity must be at least 1' })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity: number;
}

/** Only product IDs and quantities: names and prices always come from the catalogue. */
@InputType()
export class PlaceOrderInput {
  @Field(() => [OrderItemInput])
  @ValidateNested({ each: true })
  @Type(() => OrderItemInput)
  @ArrayMaxSize(ORDER_LINES_MAX, { message: `An order can have at most ${ORDER_LINES_MAX} lines` })
  @ArrayMinSize(1, { message: 'The cart is empty' })
  @IsArray({ message: 'The cart is empty' })
  items: OrderItemInput[];
}
