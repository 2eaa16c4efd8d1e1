import { screen, within } from '@testing-library/react';
import { CatalogueProductsDocument } from '../api/catalogue-products.generated';
import { productPage } from '../../../test/connection-pages';
import { product } from '../../../test/fixtures';

/** The catalogue the MANAGE PRODUCTS tests start from, and how they read its table. */
export const danggit = product('DRD-001', 'Dried Danggit', { productPrice: 185.5 });
export const bangus = product('MAR-002', 'Marinated Bangus', {
  productType: 'MARINATED',
  productStatus: 'Unavailable',
  productPrice: 240,
});
export const tinapa = product('SMK-003', 'Tinapa', { productType: 'SMOKED', productPrice: 95 });
export const CATALOGUE = [danggit, bangus, tinapa];

export const listed = (products = CATALOGUE) => ({
  request: { query: CatalogueProductsDocument },
  result: { data: { productsConnection: productPage(products) } },
});
export const productsTable = () => screen.getByRole('table', { name: 'Products in the catalogue' });
export const rowNames = () =>
  within(productsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
