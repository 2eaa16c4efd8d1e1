import { print } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueProductsDocument } from '../api/catalogue-products.generated';
import { DeleteProductDocument } from '../api/delete-product.generated';
import { EditProductDocument } from '../api/edit-product.generated';
import { FindProductDocument } from '../api/find-product.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { productPage } from '../../../test/connection-pages';
import { CATALOGUE, danggit, rowNames } from './catalogue-fixtures';
import { answerDialog } from '../../../test/dialogs';
import { product } from '../../../test/fixtures';
import { openEditProduct, renderManageProducts } from '../../../test/manage-products';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('a long catalogue, 100 products at a time', () => {
  const smoked = product('SMK-004', 'Smoked Tulingan', { productType: 'SMOKED' });
  const dried = product('DRD-005', 'Dried Pusit');
  const page = (
    products: ReturnType<typeof product>[],
    options: Parameters<typeof productPage>[1],
    after?: string,
  ) => ({
    request: { query: CatalogueProductsDocument, ...(after ? { variables: { after } } : {}) },
    result: { data: { productsConnection: productPage(products, options) } },
  });
  const firstPage = () => page(CATALOGUE, { totalCount: 4, endCursor: 'c3', hasNextPage: true });
  const smokedFound = {
    request: { query: FindProductDocument, variables: { productId: 'SMK-004' } },
    result: { data: { product: smoked } },
  };
  const repriced = { ...smoked, productPrice: 175 };
  const smokedRepriced = {
    request: {
      query: EditProductDocument,
      variables: { input: { productId: 'SMK-004', productPrice: 175, productStatus: 'Available' } },
    },
    result: { data: { editProduct: repriced } },
  };

  /** Sets the Smoked Tulingan's price to ₱175 in its Edit Product dialog and saves it. */
  async function repriceSmoked(user: ReturnType<typeof userEvent.setup>) {
    const price = within(await openEditProduct(user, 'Smoked Tulingan (SMK-004)')).getByLabelText(
      'Product Price (PHP)',
    );
    await user.clear(price);
    await user.type(price, '175');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  }

  /** Waits for the first page, then looks the Smoked Tulingan up by its ID. */
  async function searchSmoked(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('Showing 3 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Product ID or name' }), 'SMK-004{Enter}');
  }

  it('asks for 100 products a page', () => {
    // Printed one argument a line now that the list also takes a search, filters and a sort.
    expect(print(CatalogueProductsDocument)).toMatch(/productsConnection\(\s*first: 100\s+after: \$after\s/);
  });

  it('says "Showing X of Y products" and appends the next page on Load more, which then goes away', async () => {
    const user = userEvent.setup();
    renderManageProducts([firstPage(), page([smoked], { totalCount: 4 }, 'c3')]);
    const status = await screen.findByText('Showing 3 of 4 products');
    expect(status).toHaveAttribute('role', 'status');
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveClass('btn', 'btn-outline-secondary');
    await user.click(button);
    await waitFor(() => expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa', 'Smoked Tulingan']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('says "Error fetching products." when the next page cannot be loaded, and keeps the rows and the button', async () => {
    const user = userEvent.setup();
    renderManageProducts([
      firstPage(),
      { request: { query: CatalogueProductsDocument, variables: { after: 'c3' } }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(MESSAGES.errorFetchingProducts)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('after an edit reloads the first page, which replaces every page loaded so far', async () => {
    const user = userEvent.setup();
    const reloaded = jest.fn(() => ({
      data: {
        productsConnection: productPage([dried, danggit], { totalCount: 5, endCursor: 'c-new', hasNextPage: true }),
      },
    }));
    renderManageProducts([
      firstPage(),
      page([smoked], { totalCount: 4 }, 'c3'),
      smokedRepriced,
      { request: { query: CatalogueProductsDocument }, result: reloaded },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await repriceSmoked(user);

    await waitFor(() => expect(rowNames()).toEqual(['Dried Pusit', 'Dried Danggit']));
    expect(reloaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Showing 2 of 5 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('a product found by search shows alone, without the paging; a deleted product leaves the count', async () => {
    const user = userEvent.setup();
    renderManageProducts([
      firstPage(),
      smokedFound,
      {
        request: { query: DeleteProductDocument, variables: { productId: 'MAR-002' } },
        result: {
          data: { deleteProduct: { __typename: 'Product', productId: 'MAR-002', productName: 'Marinated Bangus' } },
        },
      },
    ]);
    await searchSmoked(user);
    await waitFor(() => expect(rowNames()).toEqual(['Smoked Tulingan']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
    await answerDialog(user, 'DELETE Marinated Bangus (MAR-002)', 'Delete Product', 'Delete');
    await waitFor(() => expect(rowNames()).toEqual(['Dried Danggit', 'Tinapa']));
    expect(screen.getByText('Showing 2 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('keeps a product found on a page not loaded current after its edit', async () => {
    const user = userEvent.setup();
    renderManageProducts([firstPage(), smokedFound, smokedRepriced, firstPage()]);
    await searchSmoked(user);
    await repriceSmoked(user);
    await waitFor(() => expect(screen.getByRole('row', { name: /SMK-004/ })).toHaveTextContent('₱175.00'));
    expect(rowNames()).toEqual(['Smoked Tulingan']);
  });
});
