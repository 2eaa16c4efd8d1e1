import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueProductsDocument } from '../api/catalogue-products.generated';
import { EditProductDocument } from '../api/edit-product.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { productPage } from '../../../test/connection-pages';
import { ManageProducts } from '../ManageProducts';
import { UPLOAD_MESSAGES } from '../../../api/picture-upload';
import { renderScreen } from '../../../test/kit';
import { product } from '../../../test/fixtures';

const danggit = product('DRD-001', 'Dried Danggit', { productPrice: 185.5 });
const UPLOADED = '/uploads/products/0123456789abcdef01234567.webp';
const listed = (products = [danggit]) => ({
  request: { query: CatalogueProductsDocument },
  result: { data: { productsConnection: productPage(products) } },
});
const photo = (type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], 'bangus.jpg', { type });

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
  sessionStorage.setItem('token', 'employee-token');
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});
afterEach(() => {
  resetToasts();
  sessionStorage.clear();
});

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<ManageProducts />, { path: '/storefront', mocks: [listed()] });
  await screen.findByText('Dried Danggit');
  await user.click(screen.getByRole('button', { name: 'ADD PRODUCT' }));
  return screen.getByRole('dialog', { name: 'Add New Product' });
}

describe('Add New Product: a picture from the device', () => {
  it('previews the chosen picture at once, uploads it and puts its address in Product Image URL', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => answer(201, { url: UPLOADED, width: 1200, height: 900, widths: [480, 960] }));
    const dialog = await openAdd(user);
    const file = within(dialog).getByLabelText('Or upload a picture');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(file).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');

    await user.upload(file, photo());
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen file' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Product Image URL')).toHaveValue(UPLOADED));
    expect(within(dialog).getByText('Picture uploaded: its address is in Product Image URL.')).toHaveAttribute(
      'role',
      'status',
    );

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/uploads/product-images');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', authorization: 'Bearer employee-token', 'x-xsrf-token': 'xsrf-1' },
    });
    expect(init?.body).toBeInstanceOf(File);
  });

  it('refuses another type or more than 5 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openAdd(user);
    const file = within(dialog).getByLabelText('Or upload a picture');
    await user.upload(file, photo('image/gif'));
    expect(file).toHaveAccessibleDescription(`JPEG, PNG or WebP, up to 5 MB. ${UPLOAD_MESSAGES.wrongType}`);
    expect(file).toHaveAttribute('aria-invalid', 'true');
    await user.upload(file, photo('image/png', 5 * 1024 * 1024 + 1));
    expect(within(dialog).getByText(UPLOAD_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('img', { name: 'Preview of the chosen file' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a file that is not really a picture, and drops the preview', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      answer(415, {
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG or WebP pictures can be uploaded.',
      }),
    );
    const dialog = await openAdd(user);
    await user.upload(within(dialog).getByLabelText('Or upload a picture'), photo('image/png'));
    expect(await within(dialog).findByText(UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Preview of the chosen file' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product Image URL')).toHaveValue('');
  });

  it('waits for the upload before Save Product can be pressed', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const dialog = await openAdd(user);
    await user.upload(within(dialog).getByLabelText('Or upload a picture'), photo());
    expect(within(dialog).getByText('Uploading the picture…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Product' })).toBeDisabled();
    finish(new Response(JSON.stringify({ url: UPLOADED, width: 10, height: 10, widths: [] }), { status: 201 }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Product' })).toBeEnabled());
  });
});

describe('Edit Product: a new picture', () => {
  it('shows the current address, takes an uploaded picture and sends it with price and status', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => answer(201, { url: UPLOADED, width: 1200, height: 900, widths: [480, 960] }));
    const changed = { ...danggit, productImage: UPLOADED };
    const saved = jest.fn(() => ({ data: { editProduct: changed } }));
    renderScreen(<ManageProducts />, {
      path: '/storefront',
      mocks: [
        listed(),
        {
          request: {
            query: EditProductDocument,
            variables: {
              input: { productId: 'DRD-001', productPrice: 185.5, productStatus: 'Available', productImage: UPLOADED },
            },
          },
          result: saved,
        },
        listed([changed]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'EDIT Dried Danggit (DRD-001)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Product Image URL')).toHaveValue('/images/products/drd-001.webp');
    await user.upload(within(dialog).getByLabelText('Or upload a picture'), photo());
    await waitFor(() => expect(within(dialog).getByLabelText('Product Image URL')).toHaveValue(UPLOADED));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.productUpdated('DRD-001'))).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Dried Danggit' })).toHaveAttribute('src', UPLOADED));
  });
});
