import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { priceProblem } from '../../../platform/money/pesos.js';
import {
  IMAGE_URL_MAX,
  isSafeImageUrl,
  PRODUCT_ID_MAX,
  PRODUCT_ID_PATTERN,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
} from '@waters/domain';
import { trim } from '../../../platform/validation/trim.js';
import { ProductStatus, ProductType } from '../product-enums.js';

/** One definition of each product field's rules, shared by the add and edit inputs. */
export const ProductRules = {
  productId: () => [
    Transform(trim),
    Matches(PRODUCT_ID_PATTERN, { message: PRODUCT_MESSAGES.idPattern }),
    MaxLength(PRODUCT_ID_MAX, { message: PRODUCT_MESSAGES.idTooLong }),
    IsNotEmpty({ message: PRODUCT_MESSAGES.idRequired }),
    IsString({ message: PRODUCT_MESSAGES.idRequired }),
  ],
  productName: () => [
    Transform(trim),
    MaxLength(PRODUCT_NAME_MAX, { message: PRODUCT_MESSAGES.nameTooLong }),
    IsNotEmpty({ message: PRODUCT_MESSAGES.nameRequired }),
    IsString({ message: PRODUCT_MESSAGES.nameRequired }),
  ],
  productPrice: () => [
    ValidateBy(
      { name: 'isPrice', validator: { validate: (value: unknown) => priceProblem(value) === null } },
      { message: ({ value }) => priceProblem(value) ?? '' },
    ),
  ],
  productType: () => [IsEnum(ProductType, { message: 'Product type must be DRIED, MARINATED or SMOKED' })],
  productStatus: () => [IsEnum(ProductStatus, { message: 'Product status must be Available or Unavailable' })],
  productImage: () => [
    Transform(trim),
    ValidateBy(
      { name: 'isSafeImageUrl', validator: { validate: isSafeImageUrl } },
      { message: PRODUCT_MESSAGES.imageFormat },
    ),
    MaxLength(IMAGE_URL_MAX, { message: `Product image URL must be at most ${IMAGE_URL_MAX} characters` }),
    IsString({ message: PRODUCT_MESSAGES.imageRequired }),
  ],
};

/** Applies a list of property decorators (in the order written, like stacked decorators). */
export function Apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}
