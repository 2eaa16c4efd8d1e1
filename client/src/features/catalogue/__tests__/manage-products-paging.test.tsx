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
import { ManageProducts } from '../ManageProducts';
import { CATALOGUE, danggit, rowNames } from './catalogue-fixtures';
import { renderScreen } from '../../../test/kit';
import { product } from '../../../test/fixtures';

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

  it('asks for 100 products a page', () => {
    // Printed one argument a line now that the list also takes a search, filters and a sort.
    expect(print(CatalogueProductsDocument)).toMatch(/productsConnection\(\s*first: 100\s+after: \$after\s/);
  });

  it('says "Showing X of Y products" and appends the next page on Load more, which then goes away', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [firstPage(), page([smoked], { totalCount: 4 }, 'c3')],
    });
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
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        firstPage(),
        { request: { query: CatalogueProductsDocument, variables: { after: 'c3' } }, error: new Error('offline') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(MESSAGES.errorFetchingProducts)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('after an edit reloads the first page, which replaces every page loaded so far', async () => {
    const user = userEvent.setup();
    const changed = { ...smoked, productPrice: 175 };
    const reloaded = jest.fn(() => ({
      data: {
        productsConnection: productPage([dried, danggit], { totalCount: 5, endCursor: 'c-new', hasNextPage: true }),
      },
    }));
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        firstPage(),
        page([smoked], { totalCount: 4 }, 'c3'),
        {
          request: {
            query: EditProductDocument,
            variables: { input: { productId: 'SMK-004', productPrice: 175, productStatus: 'Available' } },
          },
          result: { data: { editProduct: changed } },
        },
        { request: { query: CatalogueProductsDocument }, result: reloaded },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'EDIT Smoked Tulingan (SMK-004)' }));
    const price = within(screen.getByRole('dialog', { name: 'Edit Product' })).getByLabelText('Product Price (PHP)');
    await user.clear(price);
    await user.type(price, '175');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(rowNames()).toEqual(['Dried Pusit', 'Dried Danggit']));
    expect(reloaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Showing 2 of 5 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('a product found by search shows alone, without the paging; a deleted product leaves the count', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        firstPage(),
        {
          request: { query: FindProductDocument, variables: { productId: 'SMK-004' } },
          result: { data: { product: smoked } },
        },
        {
          request: { query: DeleteProductDocument, variables: { productId: 'MAR-002' } },
          result: {
            data: { deleteProduct: { __typename: 'Product', productId: 'MAR-002', productName: 'Marinated Bangus' } },
          },
        },
      ],
    });
    await screen.findByText('Showing 3 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Product ID or name' }), 'SMK-004{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Smoked Tulingan']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(rowNames()).toEqual(['Dried Danggit', 'Marinated Bangus', 'Tinapa']);
    await user.click(screen.getByRole('button', { name: 'DELETE Marinated Bangus (MAR-002)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Product' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Dried Danggit', 'Tinapa']));
    expect(screen.getByText('Showing 2 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('keeps a product found on a page not loaded current after its edit', async () => {
    const user = userEvent.setup();
    const changed = { ...smoked, productPrice: 175 };
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        firstPage(),
        {
          request: { query: FindProductDocument, variables: { productId: 'SMK-004' } },
          result: { data: { product: smoked } },
        },
        {
          request: {
            query: EditProductDocument,
            variables: { input: { productId: 'SMK-004', productPrice: 175, productStatus: 'Available' } },
          },
          result: { data: { editProduct: changed } },
        },
        firstPage(),
      ],
    });
    await screen.findByText('Showing 3 of 4 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search by Product ID or name' }), 'SMK-004{Enter}');
    await user.click(await screen.findByRole('button', { name: 'EDIT Smoked Tulingan (SMK-004)' }));
    const price = within(screen.getByRole('dialog', { name: 'Edit Product' })).getByLabelText('Product Price (PHP)');
    await user.clear(price);
    await user.type(price, '175');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /SMK-004/ })).toHaveTextContent('₱175.00'));
    expect(rowNames()).toEqual(['Smoked Tulingan']);
  });
});
