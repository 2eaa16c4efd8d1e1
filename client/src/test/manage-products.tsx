import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { AddProductDocument } from '../features/catalogue/api/add-product.generated';
import { ManageProducts } from '../features/catalogue/ManageProducts';
import { renderScreen } from './kit';

type User = ReturnType<typeof userEvent.setup>;

/** MANAGE PRODUCTS (the employees' storefront) at its address, over the given answers. */
export const renderManageProducts = (mocks: ReadonlyArray<MockLink.MockedResponse>) =>
  renderScreen(<ManageProducts />, { path: '/storefront', mocks });

/** The answer to adding the product `input` describes. */
export const addProductAnswer = (input: object, result: MockLink.MockedResponse['result']) => ({
  request: { query: AddProductDocument, variables: { input } },
  result,
});

/** Opens Add New Product and returns its dialog. */
export async function openAddProduct(user: User) {
  await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
  return screen.getByRole('dialog', { name: 'Add New Product' });
}

/** Opens Edit Product from the row's button ("EDIT Dried Danggit (DRD-001)") and returns its dialog. */
export async function openEditProduct(user: User, product: string) {
  await user.click(await screen.findByRole('button', { name: `EDIT ${product}` }));
  return screen.getByRole('dialog', { name: 'Edit Product' });
}
