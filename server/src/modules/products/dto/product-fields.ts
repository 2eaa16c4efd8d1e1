import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { priceProblem } from '../../../common/money/money.js';
import { IMAGE_URL_MAX, isSafeImageUrl, PRODUCT_ID_MAX, PRODUCT_ID_PATTERN, PRODUCT_NAME_MAX } from '../../../common/validation/rules.js';
import { trim } from '../../../common/validation/trim.js';
import { ProductStatus, ProductType } from '../product-enums.js';

/** One definition of each product field's rules, shared by the add and edit inputs. */
export const ProductRules = {
  productId: () => [
    Transform(trim),
    Matches(PRODUCT_ID_PATTERN, { message: 'Product ID may contain only letters, digits, hyphens and underscores' }),
    MaxLength(PRODUCT_ID_MAX, { message: `Product ID must be at most ${PRODUCT_ID_MAX} characters` }),
    IsNotEmpty({ message: 'Product ID is required' }),
    IsString({ message: 'Product ID is required' }),
  ],
  productName: () => [
    Transform(trim),
    MaxLength(PRODUCT_NAME_MAX, { message: `Product name must be at most ${PRODUCT_NAME_MAX} characters` }),
    IsNotEmpty({ message: 'Product name is required' }),
    IsString({ message: 'Product name is required' }),
  ],
  productPrice: () => [
    ValidateBy({ name: 'isPrice', validator: { validate: (value: unknown) => priceProblem(value) === null } }, { message: ({ value }) => priceProblem(value) ?? '' }),
  ],
  productType: () => [IsEnum(ProductType, { message: 'Product type must be DRIED, MARINATED or SMOKED' })],
  productStatus: () => [IsEnum(ProductStatus, { message: 'Product status must be Available or Unavailable' })],
  productImage: () => [
    Transform(trim),
    ValidateBy({ name: 'isSafeImageUrl', validator: { validate: isSafeImageUrl } }, { message: 'Product image must be an http(s) URL or a site path starting with /' }),
    MaxLength(IMAGE_URL_MAX, { message: `Product image URL must be at most ${IMAGE_URL_MAX} characters` }),
    IsString({ message: 'Product image URL is required' }),
  ],
};

/** Applies a list of property decorators (in the order written, like stacked decorators). */
export function Apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}
