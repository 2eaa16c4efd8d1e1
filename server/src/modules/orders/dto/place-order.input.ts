import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  DELIVERY_METHODS,
  LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  ORDER_NOTE_MAX,
  PAYMENT_METHODS,
  PRODUCT_ID_MAX,
} from '@waters/domain';
import { trim } from '../../../platform/validation/trim.js';
import { DeliveryMethod, PaymentMethod } from '../order-enums.js';

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

@InputType({
  description: 'How the order reaches the customer; the fee and the dates on offer are those deliveryOptions answers.',
})
export class DeliveryChoiceInput {
  @Field(() => DeliveryMethod)
  @IsIn(DELIVERY_METHODS, { message: 'Method must be DELIVERY or PICKUP' })
  method: DeliveryMethod;

  @Field(() => Int, {
    nullable: true,
    description: "One of myAddresses' ids for a delivery; none: the default address.",
  })
  @IsOptional()
  @IsInt({ message: 'Choose one of your addresses.' })
  addressId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, one of the dates deliveryOptions offers; none: the first of them.',
  })
  @IsOptional()
  @IsString({ message: 'Date must be a day like 2027-03-01.' })
  date?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `For the driver or the counter, at most ${ORDER_NOTE_MAX} characters.`,
  })
  @IsOptional()
  @Transform(trim)
  @MaxLength(ORDER_NOTE_MAX, { message: `Note must be at most ${ORDER_NOTE_MAX} characters` })
  @IsString({ message: 'Note must be text' })
  note?: string | null;
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

  @Field(() => DeliveryChoiceInput, {
    nullable: true,
    description: 'None: picked up at the Cavite facility on the first date offered.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeliveryChoiceInput)
  delivery?: DeliveryChoiceInput | null;

  @Field(() => PaymentMethod, { nullable: true, description: 'None: cash (on delivery or on pickup).' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'Payment method must be CASH, BANK_TRANSFER, GCASH or MAYA' })
  paymentMethod?: PaymentMethod | null;
}
