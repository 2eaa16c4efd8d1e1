import { PRODUCT_TYPE_LABELS, type AvailabilityStatus } from '@waters/domain';
import type { CatalogueProductModel } from '../models/product-page.model.js';
import type { ProductType } from '../product-enums.js';

/** schema.org's words for what a shopper is told of the stock. */
const SCHEMA_AVAILABILITY: Record<AvailabilityStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

export const TYPE_LABEL: Readonly<Record<ProductType, string>> = PRODUCT_TYPE_LABELS;

/** What search engines read of a product page: a schema.org Product with one Offer, in pesos. */
export function productJsonLd(
  product: CatalogueProductModel,
  pageUrl: string,
  imageUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${pageUrl}#product`,
    name: product.productName,
    sku: product.productId,
    image: [imageUrl],
    description: product.description ?? `${TYPE_LABEL[product.productType]} from WATERS, Cavite.`,
    category: TYPE_LABEL[product.productType],
    brand: { '@type': 'Brand', name: 'WATERS' },
    ...(product.packSize ? { size: product.packSize } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.productPrice.toFixed(2),
      priceCurrency: 'PHP',
      availability: SCHEMA_AVAILABILITY[product.availability.status],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'WATERS' },
    },
  };
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
