import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditProductDocument } from '../api/edit-product.generated';
import { ProductPageTextsDocument } from '../api/product-page-texts.generated';
import { SetProductCertificationsDocument } from '../api/set-product-certifications.generated';
import { MESSAGES } from '../../../lib/messages';
import { resetToasts } from '../../../state/toast';
import { product } from '../../../test/fixtures';
import { addProductAnswer, openAddProduct, openEditProduct, renderManageProducts } from '../../../test/manage-products';
import { CATALOGUE, danggit, listed } from './catalogue-fixtures';

afterEach(() => resetToasts());

const GMP = {
  __typename: 'Certification' as const,
  scheme: 'GMP' as const,
  certificateNumber: 'GMP-1',
  validUntil: '2027-01-31',
};

/** Dried Danggit's product page texts as kept: none written unless given, its GMP certificate. */
const pageTexts = (packSize: string | null, storage: { temperature?: string; preparation?: string } = {}) => ({
  __typename: 'Product' as const,
  productId: 'DRD-001',
  packSize,
  description: null,
  gtin: null,
  shelfLifeDays: null,
  storage: {
    __typename: 'StorageGuidance' as const,
    temperature: storage.temperature ?? null,
    shelfLifeUnopened: null,
    shelfLifeOpened: null,
    preparation: storage.preparation ?? null,
  },
  certifications: [GMP],
});
const textsAnswer = (texts: ReturnType<typeof pageTexts>, delay?: number) => ({
  request: { query: ProductPageTextsDocument, variables: { productId: 'DRD-001' } },
  result: { data: { product: texts } },
  ...(delay ? { delay } : {}),
});

describe('the product page’s fields in Add and Edit', () => {
  it('adds a product without a picture (the server gives it its type’s) and with the page texts written', async () => {
    const user = userEvent.setup();
    const input = {
      productId: 'MAR-010',
      productName: 'Bangus Belly',
      productPrice: 199,
      productType: 'MARINATED',
      productStatus: 'Available',
      productImage: null,
      packSize: '300 g pack',
      storageTemperature: 'Frozen, -18 °C or colder',
    };
    const added = product('MAR-010', 'Bangus Belly', {
      productType: 'MARINATED',
      productImage: '/placeholders/marinated.svg',
    });
    const answer = jest.fn(() => ({ data: { addProduct: added } }));
    renderManageProducts([listed(), addProductAnswer(input, answer), listed([...CATALOGUE, added])]);
    await screen.findByText('Tinapa');
    const dialog = await openAddProduct(user);
    expect(within(dialog).getByLabelText('Product Image URL')).not.toBeRequired();
    await user.type(within(dialog).getByLabelText('Product ID'), 'MAR-010');
    await user.type(within(dialog).getByLabelText('Product Name'), 'Bangus Belly');
    await user.type(within(dialog).getByLabelText('Product Price (PHP)'), '199');
    await user.selectOptions(within(dialog).getByLabelText('Product Type'), 'MARINATED');
    const page = within(dialog).getByRole('group', { name: 'Product page' });
    await user.type(within(page).getByLabelText('Pack size'), ' 300 g pack ');
    await user.type(within(page).getByLabelText('Storage temperature'), 'Frozen, -18 °C or colder');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(MESSAGES.productAdded('Bangus Belly'))).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('refuses a description longer than the server keeps, beside the field, before sending', async () => {
    const user = userEvent.setup();
    renderManageProducts([listed()]);
    await screen.findByText('Tinapa');
    const dialog = await openAddProduct(user);
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveAttribute('maxlength', '2000');
    // Pasted text may be longer than the box lets one type.
    description.removeAttribute('maxlength');
    await user.click(description);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(description).toHaveAccessibleDescription(/Description must be at most 2000 characters/);
  });

  it('edits: shows the texts kept, sends only what changed, and clears an emptied one', async () => {
    const user = userEvent.setup();
    const texts = pageTexts('250 g pack', { temperature: 'Cool, dry place', preparation: 'Fry until crisp.' });
    const answer = jest.fn(() => ({ data: { editProduct: danggit } }));
    const input = {
      productId: 'DRD-001',
      productPrice: danggit.productPrice,
      productStatus: 'Available',
      packSize: '200 g pack',
      preparation: null,
    };
    renderManageProducts([
      listed(),
      // Arrives a moment after the dialog opens.
      textsAnswer(texts, 200),
      { request: { query: EditProductDocument, variables: { input } }, result: answer },
      listed(),
    ]);
    const dialog = await openEditProduct(user, 'Dried Danggit (DRD-001)');
    // The texts kept arrive after the dialog opens; their fields wait for them.
    expect(within(dialog).getByRole('group', { name: 'Product page' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByLabelText('Storage temperature')).toHaveValue('Cool, dry place'));
    expect(within(dialog).getByRole('group', { name: 'Product page' })).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Pack size'));
    await user.type(within(dialog).getByLabelText('Pack size'), '200 g pack');
    await user.clear(within(dialog).getByLabelText('Thawing and preparation'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
  });

  it('edits the GTIN and shelf life under Lots and labels: a GTIN whose check digit is wrong is refused before sending, days go as a number', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({ data: { editProduct: danggit } }));
    const input = {
      productId: 'DRD-001',
      productPrice: danggit.productPrice,
      productStatus: 'Available',
      gtin: '4801234567897',
      shelfLifeDays: 30,
    };
    renderManageProducts([
      listed(),
      textsAnswer(pageTexts(null)),
      { request: { query: EditProductDocument, variables: { input } }, result: answer },
      listed(),
    ]);
    const dialog = await openEditProduct(user, 'Dried Danggit (DRD-001)');
    const lots = within(dialog).getByRole('group', { name: 'Lots and labels' });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Product page' })).toBeEnabled());
    await user.type(within(lots).getByLabelText('GTIN'), '4801234567893');
    await user.type(within(lots).getByLabelText('Shelf life in days'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(lots).findByText('GTIN must be 8, 12, 13 or 14 digits ending in its check digit'),
    ).toBeVisible();
    expect(answer).not.toHaveBeenCalled();
    await user.clear(within(lots).getByLabelText('GTIN'));
    await user.type(within(lots).getByLabelText('GTIN'), '4801234567897');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
  });

  it('edits the certifications: shows those kept, checks a new one before sending, and sends the whole set', async () => {
    const user = userEvent.setup();
    const certified = jest.fn(() => ({ data: { setProductCertifications: [] } }));
    const certifications = [
      { scheme: 'HALAL', certificateNumber: 'HAL-42', validUntil: '2027-03-01' },
      { scheme: 'GMP', certificateNumber: 'GMP-1', validUntil: '2027-01-31' },
    ];
    renderManageProducts([
      listed(),
      textsAnswer(pageTexts(null)),
      {
        request: {
          query: EditProductDocument,
          variables: {
            input: { productId: 'DRD-001', productPrice: danggit.productPrice, productStatus: 'Available' },
          },
        },
        result: { data: { editProduct: danggit } },
      },
      {
        request: {
          query: SetProductCertificationsDocument,
          variables: { input: { productId: 'DRD-001', certifications } },
        },
        result: certified,
      },
      listed(),
    ]);
    const dialog = await openEditProduct(user, 'Dried Danggit (DRD-001)');
    const box = within(dialog).getByRole('group', { name: 'Certifications' });
    await waitFor(() => expect(within(box).getByLabelText('GMP')).toBeChecked());
    expect(within(box).getByLabelText('GMP certificate number')).toHaveValue('GMP-1');
    await user.click(within(box).getByLabelText('HALAL'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(box).getByLabelText('HALAL certificate number')).toHaveAccessibleDescription(
      'Certificate number is required',
    );
    expect(certified).not.toHaveBeenCalled();
    await user.type(within(box).getByLabelText('HALAL certificate number'), 'HAL-42');
    await user.type(within(box).getByLabelText('HALAL valid until'), '2027-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(certified).toHaveBeenCalledTimes(1));
  });
});
