import {
  IMAGE_URL_MAX,
  isGtin,
  isSafeImageUrl,
  MAX_PRICE_PESOS,
  PACK_SIZE_MAX,
  PREPARATION_MAX,
  PRICE_MESSAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_ID_MAX,
  PRODUCT_ID_PATTERN,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  SHELF_LIFE_DAYS_MAX,
  STORAGE_NOTE_MAX,
} from '@waters/domain';
import type { ProductStatus, ProductType } from '../../../gql/graphql';
import type { FieldErrors } from '../../../hooks/use-form-state';

export const PRODUCT_TYPES: readonly ProductType[] = ['DRIED', 'MARINATED', 'SMOKED'];
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['Available', 'Unavailable'];

/** The server's own limits and messages (@waters/domain), checked first so most mistakes never leave the browser. */
export const PRODUCT_LIMITS = {
  idMax: PRODUCT_ID_MAX,
  nameMax: PRODUCT_NAME_MAX,
  imageMax: IMAGE_URL_MAX,
  priceMax: MAX_PRICE_PESOS,
} as const;

/** A required field of the product dialogs: the browser and assistive technology are told, the labels carry no asterisk. */
export const REQUIRED_PROPS = { required: true, 'aria-required': 'true', requiredMark: false } as const;
/** The price box: pesos and centavos, up to the catalogue's highest price. */
export const PRICE_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: '0.01',
  max: MAX_PRICE_PESOS,
  step: '0.01',
} as const;
/** The image URL box, last in its dialog (the upload button follows it). */
export const IMAGE_URL_INPUT = { groupClassName: '', inputMode: 'url', maxLength: IMAGE_URL_MAX } as const;

export const PRODUCT_FORM_MESSAGES = {
  ...PRODUCT_MESSAGES,
  priceRequired: 'Price is required',
  priceFormat: PRICE_MESSAGES.format,
  pricePositive: PRICE_MESSAGES.positive,
  priceTooHigh: PRICE_MESSAGES.tooHigh,
  typeRequired: 'Product type is required',
} as const;

/** What a product's public page says beyond name, type and price: each optional, as the server keeps it. */
export const PAGE_FIELDS = [
  {
    name: 'description',
    label: 'Description',
    max: PRODUCT_DESCRIPTION_MAX,
    multiline: true,
    hint: 'Shown on the product’s page; leave a blank line between paragraphs.',
  },
  { name: 'packSize', label: 'Pack size', max: PACK_SIZE_MAX, multiline: false, hint: 'For example: 250 g pack' },
  {
    name: 'storageTemperature',
    label: 'Storage temperature',
    max: STORAGE_NOTE_MAX,
    multiline: false,
    hint: 'For example: Frozen, -18 °C or colder',
  },
  { name: 'shelfLifeUnopened', label: 'Shelf life (unopened)', max: STORAGE_NOTE_MAX, multiline: false },
  { name: 'shelfLifeOpened', label: 'Shelf life (opened)', max: STORAGE_NOTE_MAX, multiline: false },
  { name: 'preparation', label: 'Thawing and preparation', max: PREPARATION_MAX, multiline: true },
  {
    name: 'gtin',
    label: 'GTIN',
    max: 14,
    multiline: false,
    lots: true,
    numeric: true,
    hint: 'The 8 to 14 digits under the pack’s barcode: its labels’ QR code carries it.',
  },
  {
    name: 'shelfLifeDays',
    label: 'Shelf life in days',
    max: 4,
    multiline: false,
    lots: true,
    numeric: true,
    hint: 'For new lots’ best-before dates. Empty: its kind’s (dried 180, marinated 90, smoked 7).',
  },
] as const;

export type PageField = (typeof PAGE_FIELDS)[number]['name'];
export type PageValues = Record<PageField, string>;
export const EMPTY_PAGE: PageValues = {
  description: '',
  packSize: '',
  storageTemperature: '',
  shelfLifeUnopened: '',
  shelfLifeOpened: '',
  preparation: '',
  gtin: '',
  shelfLifeDays: '',
};

/** Longer than the server keeps, in characters as it counts them. */
export function pageErrors(values: PageValues): Partial<Record<PageField, string>> {
  const gtin = values.gtin.trim();
  const days = values.shelfLifeDays.trim();
  return {
    ...Object.fromEntries(
      PAGE_FIELDS.filter(({ name, max }) => [...values[name].trim()].length > max).map(({ name, label, max }) => [
        name,
        `${label} must be at most ${max} characters`,
      ]),
    ),
    // The server's own messages (product-page-fields.ts).
    ...(gtin && !isGtin(gtin) ? { gtin: 'GTIN must be 8, 12, 13 or 14 digits ending in its check digit' } : {}),
    ...(days && !/^\d+$/.test(days) ? { shelfLifeDays: 'Shelf life must be whole days' } : {}),
    ...(/^\d+$/.test(days) && Number(days) < 1 ? { shelfLifeDays: 'Shelf life must be at least 1 day' } : {}),
    ...(/^\d+$/.test(days) && Number(days) > SHELF_LIFE_DAYS_MAX
      ? { shelfLifeDays: `Shelf life must be at most ${SHELF_LIFE_DAYS_MAX} days` }
      : {}),
  };
}

/**
 * The page fields to send, trimmed: those written (a new product), or those changed from
 * `before` (an edit, where an emptied one is cleared with null), so an edit of the price alone
 * asks what it always did.
 */
export function pageInput(
  values: PageValues,
  before?: PageValues,
): Partial<Record<Exclude<PageField, 'shelfLifeDays'>, string | null> & { shelfLifeDays: number | null }> {
  const changed = PAGE_FIELDS.map(({ name }) => name).filter((name) =>
    before ? values[name].trim() !== before[name].trim() : values[name].trim() !== '',
  );
  // Days are a number to the server; the rest is text.
  const valueOf = (name: PageField) =>
    name === 'shelfLifeDays' ? (values[name].trim() ? Number(values[name].trim()) : null) : values[name].trim() || null;
  return Object.fromEntries(changed.map((name) => [name, valueOf(name)]));
}

export interface NewProductValues {
  productId: string;
  productName: string;
  productPrice: string;
  productType: ProductType | '';
  productStatus: ProductStatus;
  productImage: string;
}

export type ProductField = keyof NewProductValues;
export type ProductErrors = FieldErrors<ProductField>;

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
  if (price > MAX_PRICE_PESOS) return PRODUCT_FORM_MESSAGES.priceTooHigh;
  return undefined;
}

/**
 * An http(s) URL or a site path, by the server's own test (the server also checks the host).
 * A new product may have none yet (`optional`): it shows its type's placeholder until one is set.
 */
export function imageError(raw: string, optional = false): string | undefined {
  const value = raw.trim();
  if (value === '') return optional ? undefined : PRODUCT_FORM_MESSAGES.imageRequired;
  return isSafeImageUrl(value) ? undefined : PRODUCT_FORM_MESSAGES.imageFormat;
}

/** A product's name: required, at most PRODUCT_NAME_MAX characters (as the server counts them). */
export function nameError(raw: string): string | undefined {
  const name = raw.trim();
  if (name === '') return PRODUCT_FORM_MESSAGES.nameRequired;
  return [...name].length > PRODUCT_NAME_MAX ? PRODUCT_FORM_MESSAGES.nameTooLong : undefined;
}

export function newProductErrors(values: NewProductValues): ProductErrors {
  const errors: ProductErrors = {};
  const id = values.productId.trim();
  if (id === '') errors.productId = PRODUCT_FORM_MESSAGES.idRequired;
  else if (!PRODUCT_ID_PATTERN.test(id)) errors.productId = PRODUCT_FORM_MESSAGES.idPattern;
  else if (id.length > PRODUCT_ID_MAX) errors.productId = PRODUCT_FORM_MESSAGES.idTooLong;
  const name = nameError(values.productName);
  if (name) errors.productName = name;
  const price = priceError(values.productPrice);
  if (price) errors.productPrice = price;
  if (values.productType === '') errors.productType = PRODUCT_FORM_MESSAGES.typeRequired;
  const image = imageError(values.productImage, true);
  if (image) errors.productImage = image;
  return errors;
}
