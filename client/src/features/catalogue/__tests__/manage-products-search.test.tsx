import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueProductsDocument } from '../api/catalogue-products.generated';
import { FindProductDocument } from '../api/find-product.generated';
import { ProductNameMatchesDocument } from '../api/product-name-matches.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { productPage } from '../../../test/connection-pages';
import { ManageProducts } from '../ManageProducts';
import { renderScreen } from '../../../test/kit';
import { product } from '../../../test/fixtures';

const danggit = product('DRD-001', 'Dried Danggit', { productPrice: 185.5 });
const daing = product('MAR-001', 'Daing na Bangus', { productType: 'MARINATED', productPrice: 245 });
const tinapang = product('SMK-001', 'Tinapang Bangus', { productType: 'SMOKED', productPrice: 230 });
const boneless = product('SMK-002', 'Smoked Boneless Bangus', {
  productType: 'SMOKED',
  productStatus: 'Unavailable',
  productPrice: 280,
});
const CATALOGUE = [danggit, daing, tinapang, boneless];

/** The catalogue query as asked with these variables (none: the whole list in the catalogue's order). */
const listed = (products: typeof CATALOGUE, variables: Record<string, unknown> = {}) => ({
  request: { query: CatalogueProductsDocument, variables },
  result: { data: { productsConnection: productPage(products) } },
});
const notAnId = (productId: string) => ({
  request: { query: FindProductDocument, variables: { productId } },
  result: { data: { product: null } },
});
const nameMatches = (search: string, totalCount: number) => ({
  request: { query: ProductNameMatchesDocument, variables: { search } },
  result: { data: { productsConnection: { totalCount } } },
});

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Products in the catalogue' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by Product ID or name' });

afterEach(() => resetToasts());

describe('Manage Products: search by name, filter and sort', () => {
  it('finds products by part of the name ("bangus") when it is not a Product ID, and Return gives back the list', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        listed(CATALOGUE),
        notAnId('bangus'),
        nameMatches('bangus', 3),
        listed([daing, tinapang, boneless], { search: 'bangus' }),
        listed(CATALOGUE),
      ],
    });
    await screen.findByText('Dried Danggit');
    expect(searchBox()).toHaveAttribute('placeholder', 'Enter Product ID');
    expect(searchBox()).toHaveAccessibleDescription('A Product ID, or part of a name (e.g. bangus).');

    await user.type(searchBox(), 'bangus{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Daing na Bangus', 'Tinapang Bangus', 'Smoked Boneless Bangus']));
    expect(screen.getByText('Products whose name or ID contains “bangus”')).toHaveAttribute('role', 'status');
    // A name match is not a miss: no 'Product not found.'.
    expect(screen.queryByText(MESSAGES.productNotFound)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByText(/Products whose name or ID contains/)).not.toBeInTheDocument();
  });

  it('says the original "Product not found." when neither an ID nor a name matches, and keeps the list', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [listed(CATALOGUE), notAnId('lapu-lapu'), nameMatches('lapu-lapu', 0)],
    });
    await screen.findByText('Dried Danggit');
    await user.type(searchBox(), 'lapu-lapu{Enter}');
    expect(await screen.findByText(MESSAGES.productNotFound)).toBeInTheDocument();
    expect(rowNames()).toHaveLength(4);
  });

  it('filters by type and status and sorts by price, asking the server each time', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        listed(CATALOGUE),
        listed([tinapang, boneless], { type: 'SMOKED' }),
        listed([boneless], { type: 'SMOKED', status: 'Unavailable' }),
        listed(CATALOGUE),
        listed([boneless, daing, tinapang, danggit], { sort: 'PRICE_DESC' }),
      ],
    });
    await screen.findByText('Dried Danggit');
    const filters = screen.getByRole('group', { name: 'Filter and sort products' });
    const type = within(filters).getByLabelText('Product Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'DRIED', 'MARINATED', 'SMOKED']);
    expect(
      within(within(filters).getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Available', 'Unavailable']);
    expect(
      within(within(filters).getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Type, then ID', 'Name (A to Z)', 'Price (lowest first)', 'Price (highest first)']);

    await user.selectOptions(type, 'SMOKED');
    await waitFor(() => expect(rowNames()).toEqual(['Tinapang Bangus', 'Smoked Boneless Bangus']));
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Unavailable');
    await waitFor(() => expect(rowNames()).toEqual(['Smoked Boneless Bangus']));

    // Return clears the filters as well as the search.
    await user.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect(type).toHaveValue('');
    await user.selectOptions(within(filters).getByLabelText('Sort by'), 'PRICE_DESC');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Smoked Boneless Bangus', 'Daing na Bangus', 'Tinapang Bangus', 'Dried Danggit']),
    );
  });

  it('says so when a search and filters leave nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [listed(CATALOGUE), listed([], { type: 'DRIED', status: 'Unavailable' }), listed([], { type: 'DRIED' })],
    });
    await screen.findByText('Dried Danggit');
    const filters = screen.getByRole('group', { name: 'Filter and sort products' });
    await user.selectOptions(within(filters).getByLabelText('Product Type'), 'DRIED');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Unavailable');
    expect(
      await screen.findByText('No products match this search and these filters. Return shows the whole catalogue.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Products in the catalogue' })).not.toBeInTheDocument();
  });

  it('a product found by its exact ID shows alone; a filter then lists again', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        listed(CATALOGUE),
        {
          request: { query: FindProductDocument, variables: { productId: 'SMK-001' } },
          result: { data: { product: tinapang } },
        },
        listed([danggit], { type: 'DRIED' }),
      ],
    });
    await screen.findByText('Dried Danggit');
    await user.type(searchBox(), 'SMK-001{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Tinapang Bangus']));
    await user.selectOptions(
      within(screen.getByRole('group', { name: 'Filter and sort products' })).getByLabelText('Product Type'),
      'DRIED',
    );
    await waitFor(() => expect(rowNames()).toEqual(['Dried Danggit']));
  });
});
