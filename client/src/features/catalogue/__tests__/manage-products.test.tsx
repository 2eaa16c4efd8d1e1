import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueProductsDocument } from '../api/catalogue-products.generated';
import { DeleteProductDocument } from '../api/delete-product.generated';
import { EditProductDocument } from '../api/edit-product.generated';
import { FindProductDocument } from '../api/find-product.generated';
import { ProductNameMatchesDocument } from '../api/product-name-matches.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { PRODUCT_FORM_MESSAGES } from '../utils/product-form';
import { product } from '../../../test/fixtures';
import { answerDialog, openDialog } from '../../../test/dialogs';
import { addProductAnswer, openAddProduct, openEditProduct, renderManageProducts } from '../../../test/manage-products';

import { bangus, CATALOGUE, danggit, listed, productsTable, rowNames, tinapa } from './catalogue-fixtures';
import { settle } from '../../../test/mock-link';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('MANAGE PRODUCTS (employee storefront)', () => {
  it('shows the title, the HOME > MANAGE PRODUCTS trail and the catalogue in the original columns', async () => {
    renderManageProducts([listed()]);
    expect(screen.getByRole('heading', { level: 1, name: 'MANAGE PRODUCTS' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/home');
    expect(within(trail).getByText('MANAGE PRODUCTS')).toHaveAttribute('aria-current', 'page');

    await screen.findByText('Dried Danggit');
    expect(
      within(productsTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product ID', 'Product Name', 'Price (PHP)', 'Product Type', 'Product Image', 'Status', 'Actions']);
    const row = screen.getByRole('row', { name: /MAR-002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(expect.arrayContaining(['MAR-002', 'Marinated Bangus', '₱240.00', 'MARINATED', 'Unavailable']));
    const thumbnail = within(row).getByRole('img', { name: 'Marinated Bangus' });
    expect(thumbnail).toHaveAttribute('src', '/images/products/mar-002.webp');
    expect(thumbnail).toHaveAttribute('width', '64');
    expect(thumbnail).toHaveAttribute('height', '64');
    expect(within(row).getByRole('button', { name: 'EDIT Marinated Bangus (MAR-002)' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'DELETE Marinated Bangus (MAR-002)' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
  });

  it('reports a failed load with the red toast, which hides after 2 s', async () => {
    jest.useFakeTimers();
    renderManageProducts([{ request: { query: CatalogueProductsDocument }, error: new Error('offline') }]);
    expect(await screen.findByText(MESSAGES.errorFetchingProducts)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText(MESSAGES.errorFetchingProducts)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.errorFetchingProducts)).not.toBeInTheDocument();
  });

  it('sends nothing while the search box is empty, shows just the product found, and Return restores the list', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({ data: { product: bangus } }));
    // Records every FindProduct request that reaches the network, whatever its variables.
    const sent: unknown[] = [];
    const onlyMar002 = (variables: { productId?: string }) => {
      sent.push(variables);
      return variables.productId === 'MAR-002';
    };
    renderManageProducts([
      listed(),
      { request: { query: FindProductDocument, variables: onlyMar002 }, result: answer },
    ]);
    await screen.findByText('Tinapa');
    const box = screen.getByRole('searchbox', { name: 'Search by Product ID or name' });
    expect(box).toHaveAttribute('placeholder', 'Enter Product ID');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(sent).toEqual([]);
    expect(answer).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.errorSearchingProduct)).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);

    await user.clear(box);
    await user.type(box, ' MAR-002 {Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Marinated Bangus']));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ productId: 'MAR-002' }]);

    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
    expect(box).toHaveValue('');
  });

  it('says "Product not found." as a plain toast when the server has no such product', async () => {
    const user = userEvent.setup();
    renderManageProducts([
      listed(),
      {
        request: { query: FindProductDocument, variables: { productId: 'NOPE-9' } },
        result: { data: { product: null } },
      },
      // Not an ID, and no name or ID contains it either.
      {
        request: { query: ProductNameMatchesDocument, variables: { search: 'NOPE-9' } },
        result: { data: { productsConnection: { totalCount: 0 } } },
      },
    ]);
    await screen.findByText('Tinapa');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Product ID or name' }), 'NOPE-9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const notice = await screen.findByText(MESSAGES.productNotFound);
    // A plain notice, not a red failure toast.
    expect(notice.closest('.toast')).toHaveTextContent('Notice');
    expect(notice.closest('.toast')).not.toHaveClass('bg-danger');
    expect(rowNames()).toHaveLength(3);
  });

  it('reports a failed search', async () => {
    const user = userEvent.setup();
    renderManageProducts([
      listed(),
      { request: { query: FindProductDocument, variables: { productId: 'DRD-001' } }, error: new Error('offline') },
    ]);
    await screen.findByText('Tinapa');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Product ID or name' }), 'DRD-001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MESSAGES.errorSearchingProduct)).toBeInTheDocument();
  });

  it('goes to the activity log from CUSTOMER ACTIVITY LOG', async () => {
    const user = userEvent.setup();
    renderManageProducts([listed()]);
    await user.click(screen.getByRole('button', { name: 'CUSTOMER ACTIVITY LOG' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/complete-orders');
  });
});

describe('Add New Product', () => {
  const added = product('SMK-010', 'Smoked Tuna Belly', {
    productType: 'SMOKED',
    productPrice: 320.75,
    productImage: 'https://cdn.example.ph/tuna.webp',
  });
  const input = {
    productId: 'SMK-010',
    productName: 'Smoked Tuna Belly',
    productPrice: 320.75,
    productType: 'SMOKED',
    productStatus: 'Available',
    productImage: 'https://cdn.example.ph/tuna.webp',
  };

  /** Opens Add New Product and fills it in for the Smoked Tuna Belly. */
  async function addTunaBelly(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await openAddProduct(user);
    await user.type(within(dialog).getByLabelText('Product ID'), input.productId);
    await user.type(within(dialog).getByLabelText('Product Name'), input.productName);
    await user.type(within(dialog).getByLabelText('Product Price (PHP)'), '320.75');
    await user.selectOptions(within(dialog).getByLabelText('Product Type'), 'SMOKED');
    await user.type(within(dialog).getByLabelText('Product Image URL'), input.productImage);
    return dialog;
  }

  it('has the original fields, Available by default, and checks them before sending', async () => {
    const user = userEvent.setup();
    renderManageProducts([listed()]);
    const dialog = await openAddProduct(user);
    expect(within(dialog).getByLabelText('Product ID')).toHaveValue('');
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Product Price (PHP)')).toHaveAttribute('type', 'number');
    const type = within(dialog).getByLabelText('Product Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a type', 'DRIED', 'MARINATED', 'SMOKED']);
    const status = within(dialog).getByLabelText('Product Status');
    expect(status).toHaveValue('Available');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Available', 'Unavailable']);
    expect(within(dialog).getByLabelText('Product Image URL')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(within(dialog).getByText(PRODUCT_FORM_MESSAGES.idRequired)).toBeVisible();
    expect(within(dialog).getByText(PRODUCT_FORM_MESSAGES.priceRequired)).toBeVisible();
    expect(within(dialog).getByText(PRODUCT_FORM_MESSAGES.typeRequired)).toBeVisible();
    expect(within(dialog).getByLabelText('Product ID')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Product ID')).toHaveFocus();
  });

  it('adds the product: success toast with its name, modal closed, list reloaded', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({ data: { addProduct: added } }));
    renderManageProducts([listed(), addProductAnswer(input, answer), listed([...CATALOGUE, added])]);
    await screen.findByText('Tinapa');
    const dialog = await addTunaBelly(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText(MESSAGES.productAdded('Smoked Tuna Belly'))).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Product' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa', 'Smoked Tuna Belly']),
    );
  });

  it('reports a failure with the red toast and keeps the server’s reason in the modal', async () => {
    const user = userEvent.setup();
    const taken = new GraphQLError('Product ID SMK-010 already exists.', { extensions: { code: 'CONFLICT' } });
    renderManageProducts([listed(), addProductAnswer(input, { errors: [taken] })]);
    await screen.findByText('Tinapa');
    const dialog = await addTunaBelly(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText(MESSAGES.errorAddingProduct)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product ID')).toHaveAccessibleDescription(
      'Product ID SMK-010 already exists.',
    );
    expect(rowNames()).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Product ID'), 'B');
    expect(within(dialog).queryByText('Product ID SMK-010 already exists.')).not.toBeInTheDocument();
  });
});

describe('Edit Product', () => {
  const editing = (variables: object, result: object | (() => object)) => [
    listed(),
    { request: { query: EditProductDocument, variables }, result },
  ];

  it('sends price and status (the name only when changed), toasts "{id} updated successfully" and reloads', async () => {
    const user = userEvent.setup();
    const changed = { ...danggit, productPrice: 199.95, productStatus: 'Unavailable' as const };
    const answer = jest.fn(() => ({ data: { editProduct: changed } }));
    renderManageProducts([
      ...editing({ input: { productId: 'DRD-001', productPrice: 199.95, productStatus: 'Unavailable' } }, answer),
      listed([changed, bangus, tinapa]),
    ]);
    const dialog = await openEditProduct(user, 'Dried Danggit (DRD-001)');
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('Dried Danggit');
    expect(within(dialog).getByLabelText('Product ID')).toHaveAttribute('readonly');
    const price = within(dialog).getByLabelText('Product Price (PHP)');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveValue(185.5);
    await user.clear(price);
    await user.type(price, '199.95');
    await user.selectOptions(within(dialog).getByLabelText('Product Status'), 'Unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.productUpdated('DRD-001'))).toBeInTheDocument();
    expect(MESSAGES.productUpdated('DRD-001')).toBe('DRD-001 updated successfully');
    expect(answer).toHaveBeenCalledTimes(1);
    const row = await screen.findByRole('row', { name: /DRD-001/ });
    await waitFor(() => expect(row).toHaveTextContent('₱199.95'));
    expect(row).toHaveTextContent('Unavailable');
    expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument();
  });

  it('renames a product: the new name is sent, and an empty one is refused beside the field', async () => {
    const user = userEvent.setup();
    const renamed = { ...danggit, productName: 'Dried Danggit (Rabbitfish) 250 g' };
    const answer = jest.fn(() => ({ data: { editProduct: renamed } }));
    renderManageProducts([
      ...editing(
        {
          input: {
            productId: 'DRD-001',
            productName: 'Dried Danggit (Rabbitfish) 250 g',
            productPrice: 185.5,
            productStatus: 'Available',
          },
        },
        answer,
      ),
      listed([renamed, bangus, tinapa]),
    ]);
    const dialog = await openEditProduct(user, 'Dried Danggit (DRD-001)');
    const name = within(dialog).getByLabelText('Product Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(name).toHaveAccessibleDescription(/required/i);
    expect(name).toHaveFocus();
    expect(answer).not.toHaveBeenCalled();
    await user.type(name, 'Dried Danggit (Rabbitfish) 250 g');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.productUpdated('DRD-001'))).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('row', { name: /Dried Danggit \(Rabbitfish\) 250 g/ })).toBeInTheDocument();
  });

  it('says "Error updating product {id}." when the change fails', async () => {
    const user = userEvent.setup();
    renderManageProducts(
      editing(
        { input: { productId: 'SMK-003', productPrice: 95, productStatus: 'Available' } },
        { errors: [new GraphQLError('boom')] },
      ),
    );
    const dialog = await openEditProduct(user, 'Tinapa (SMK-003)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating product SMK-003.')).toBeInTheDocument();
  });
});

describe('DELETE', () => {
  it('asks first, then toasts "{id} deleted successfully." and drops the row without reloading', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({
      data: {
        deleteProduct: { __typename: 'Product' as const, productId: 'MAR-002', productName: 'Marinated Bangus' },
      },
    }));
    renderManageProducts([
      listed(),
      { request: { query: DeleteProductDocument, variables: { productId: 'MAR-002' } }, result: answer },
    ]);

    const dialog = await openDialog(user, 'DELETE Marinated Bangus (MAR-002)', 'Delete Product');
    expect(dialog).toHaveAccessibleDescription(/Marinated Bangus \(MAR-002\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Product' })).not.toBeInTheDocument());
    expect(answer).not.toHaveBeenCalled();

    await answerDialog(user, 'DELETE Marinated Bangus (MAR-002)', 'Delete Product', 'Delete');
    expect(await screen.findByText(MESSAGES.productDeleted('MAR-002'))).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Dried Danggit', 'Tinapa']));
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('says "Error deleting product." and keeps the row when the server refuses', async () => {
    const user = userEvent.setup();
    renderManageProducts([
      listed(),
      { request: { query: DeleteProductDocument, variables: { productId: 'SMK-003' } }, error: new Error('offline') },
    ]);
    await answerDialog(user, 'DELETE Tinapa (SMK-003)', 'Delete Product', 'Delete');
    expect(await screen.findByText(MESSAGES.errorDeletingProduct)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
  });
});
