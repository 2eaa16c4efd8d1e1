import type { CatalogueProductQuery } from '../api/catalogue-product.generated';

export type PageProduct = NonNullable<CatalogueProductQuery['catalogueProduct']>;

/** Where the server puts the product it rendered the page for (server: product-page-html.ts). */
const EMBEDDED_ID = 'catalogue-product';

/**
 * The product the server sent with this page, when the page is this product's: its first render
 * needs no request and paints what the server painted. Read once, on arrival (a later visit to
 * another product asks the server).
 */
export function embeddedProduct(productId: string): PageProduct | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(EMBEDDED_ID);
  if (!block?.textContent) return null;
  try {
    const product = JSON.parse(block.textContent) as PageProduct;
    return product.productId === productId ? product : null;
  } catch {
    return null;
  }
}
