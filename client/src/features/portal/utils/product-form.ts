import type { ProductStatus, ProductType } from '../../../gql/graphql';

export const PRODUCT_TYPES: readonly ProductType[] = ['DRIED', 'MARINATED', 'SMOKED'];
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['Available', 'Unavailable'];

/** The same limits the server applies, checked first so most mistakes never leave the browser. */
export const PRODUCT_LIMITS = { idMax: 32, nameMax: 120, imageMax: 500, priceMax: 1_000_000 } as const;

export const PRODUCT_FORM_MESSAGES = {
  idRequired: 'Product ID is required',
  idPattern: 'Product ID may contain only letters, digits, hyphens and underscores',
  idTooLong: `Product ID must be at most ${PRODUCT_LIMITS.idMax} characters`,
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_LIMITS.nameMax} characters`,
  priceRequired: 'Price is required',
  priceFormat: 'Price must be a number with at most two decimal places',
  pricePositive: 'Price must be greater than zero',
  priceTooHigh: 'Price must not exceed ₱1,000,000.00',
  typeRequired: 'Product type is required',
  imageRequired: 'Product image URL is required',
  imageFormat: 'Product image must be an http(s) URL or a site path starting with /',
} as const;

export interface NewProductValues {
  productId: string;
  productName: string;
  productPrice: string;
  productType: ProductType | '';
  productStatus: ProductStatus;
  productImage: string;
}

export type ProductField = keyof NewProductValues;
export type ProductErrors = Partial<Record<ProductField, string>>;

export const EMPTY_PRODUCT: NewProductValues = {
  productId: '',
  productName: '',
  productPrice: '',
  productType: '',
  productStatus: 'Available',
  productImage: '',
};

/** Pesos with at most two decimals, above zero, at most one million. */
export function priceError(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return PRODUCT_FORM_MESSAGES.priceRequired;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return PRODUCT_FORM_MESSAGES.priceFormat;
  const price = Number(value);
  if (price <= 0) return PRODUCT_FORM_MESSAGES.pricePositive;
  if (price > PRODUCT_LIMITS.priceMax) return PRODUCT_FORM_MESSAGES.priceTooHigh;
  return undefined;
}

/** An http(s) URL or a site path (the server also checks the host). */
export function imageError(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return PRODUCT_FORM_MESSAGES.imageRequired;
  if (value.length > PRODUCT_LIMITS.imageMax || /[\s<>"'`\\]/.test(value)) return PRODUCT_FORM_MESSAGES.imageFormat;
  if (value.startsWith('/')) return value.startsWith('//') ? PRODUCT_FORM_MESSAGES.imageFormat : undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : PRODUCT_FORM_MESSAGES.imageFormat;
  } catch {
    return PRODUCT_FORM_MESSAGES.imageFormat;
  }
}

export function newProductErrors(values: NewProductValues): ProductErrors {
  const errors: ProductErrors = {};
  const id = values.productId.trim();
  if (id === '') errors.productId = PRODUCT_FORM_MESSAGES.idRequired;
  else if (!/^[A-Za-z0-9_-]+$/.test(id)) errors.productId = PRODUCT_FORM_MESSAGES.idPattern;
  else if (id.length > PRODUCT_LIMITS.idMax) errors.productId = PRODUCT_FORM_MESSAGES.idTooLong;
  const name = values.productName.trim();
  if (name === '') errors.productName = PRODUCT_FORM_MESSAGES.nameRequired;
  else if ([...name].length > PRODUCT_LIMITS.nameMax) errors.productName = PRODUCT_FORM_MESSAGES.nameTooLong;
  const price = priceError(values.productPrice);
  if (price) errors.productPrice = price;
  if (values.productType === '') errors.productType = PRODUCT_FORM_MESSAGES.typeRequired;
  const image = imageError(values.productImage);
  if (image) errors.productImage = image;
  return errors;
}
