import { DELIVERY_METHODS, ORDER_LINES_MAX, PRODUCT_ID_MAX, type DeliveryMethod } from '@waters/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Min,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const CHOOSE = 'Choose one of your addresses.';

/** The rules of a quote's input (GraphQL's DeliveryQuoteInput): which products, not how many, decide it. */
class QuotedItem {
  @MaxLength(PRODUCT_ID_MAX, { message: 'Unknown product' })
  @IsString({ message: 'Product ID is required' })
  productId: string;
}

export class QuoteRequest {
  @IsIn(DELIVERY_METHODS, { message: 'Method must be DELIVERY or PICKUP' })
  method: DeliveryMethod;

  @IsOptional()
  @Min(0, { message: CHOOSE })
  @IsInt({ message: CHOOSE })
  addressId?: number | null;

  @ValidateNested({ each: true })
  @Type(() => QuotedItem)
  @ArrayMaxSize(ORDER_LINES_MAX, { message: `An order can have at most ${ORDER_LINES_MAX} lines` })
  @IsArray({ message: 'Items must be a list' })
  items: QuotedItem[];
}
