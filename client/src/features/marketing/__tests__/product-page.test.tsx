import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCart } from '../../../state/cart';
import { notifySessionChanged } from '../../../state/session';
import { renderAt, signIn } from '../../../test/kit';
import { embeddedProduct, type PageProduct } from '../product-page/embedded-product';

const DANGGIT: PageProduct = {
  productId: 'DRD-001',
  productName: 'Dried Danggit (Rabbitfish) 250 g',
  productPrice: 285,
  productType: 'DRIED',
  productImage: '/images/products/dried/danggit.webp',
  packSize: '250 g pack',
  description: 'Split and sun-dried.\n\nBest with garlic rice.',
  availability: { status: 'LOW_STOCK', unitsLeft: 3 },
  bestBeforeAtLeast: '2027-05-01',
  storage: {
    temperature: 'Cool, dry place',
    shelfLifeUnopened: '6 months',
    shelfLifeOpened: null,
    preparation: 'Fry until crisp.',
  },
  certifications: [{ scheme: 'HALAL', certificateNumber: 'HAL-42', validUntil: '2027-03-01' }],
};

/** The page as the server sends it: the product in a data block. */
function embed(product: unknown, id = 'catalogue-product') {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = typeof product === 'string' ? product : JSON.stringify(product);
  document.head.append(block);
}

describe('a product’s own page', () => {
  afterEach(() => {
    document.getElementById('catalogue-product')?.remove();
    sessionStorage.clear();
    localStorage.clear();
    notifySessionChanged();
  });

  it('takes the product the server embedded, only for its own address, and never throws on a broken block', () => {
    embed(DANGGIT);
    expect(embeddedProduct('DRD-001')).toEqual(DANGGIT);
    expect(embeddedProduct('DRD-002')).toBeNull();
    document.getElementById('catalogue-product')!.textContent = '{not json';
    expect(embeddedProduct('DRD-001')).toBeNull();
  });

  it('opened from a pack’s QR code, names that pack’s lot and best-before instead of the earliest on sale', async () => {
    embed(DANGGIT);
    renderAt('/products/DRD-001?lot=DRD-20261101-A&bestBefore=2027-05-01');
    expect(await screen.findByRole('note')).toHaveTextContent('Your pack: lot DRD-20261101-A, best before 01May2027');
    expect(screen.queryByText('Best before at least 01May2027')).not.toBeInTheDocument();
  });

  it('shows a visitor the price, availability (never a count beyond "Only N left"), description, storage and "Log in to order"', async () => {
    embed(DANGGIT);
    renderAt('/products/DRD-001');
    expect(await screen.findByRole('heading', { level: 1, name: DANGGIT.productName })).toBeInTheDocument();
    expect(screen.getByText('₱285.00')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    // The lots it sells from: the earliest best-before, as the pack's label writes it.
    expect(screen.getByText('Best before at least 01May2027')).toBeInTheDocument();
    expect(screen.getByText('Dried fish · 250 g pack')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Certifications' })).getByRole('listitem')).toHaveTextContent(
      'HALAL No. HAL-42, valid until 2027-03-01',
    );
    expect(screen.getByText('Best with garlic rice.')).toBeInTheDocument();
    const storage = screen.getByRole('region', { name: 'Storage and preparation' });
    expect(within(storage).getByText('6 months')).toBeInTheDocument();
    expect(within(storage).queryByText('Shelf life (opened)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to order' })).toHaveAttribute('href', '/login-page');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Our Products' }),
    ).toHaveAttribute('href', '/our-products');
    expect(document.title).toBe(`${DANGGIT.productName} | WATERS`);
  });

  it('lets a customer type a quantity and add it to the cart, within what is left', async () => {
    signIn('Customer', 'cust-page');
    embed(DANGGIT);
    renderAt('/products/DRD-001');
    const quantity = await screen.findByRole('spinbutton', { name: /quantity/i });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(readCart('cust-page').map((item) => [item.ProductId, item.Quantity, item.ProductPrice])).toEqual([
      ['DRD-001', 2, 285],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // 2 + 2 would be more than the 3 left: refused, the cart unchanged.
    expect(readCart('cust-page')[0].Quantity).toBe(2);
    expect(screen.queryByRole('link', { name: 'Log in to order' })).not.toBeInTheDocument();
  });

  it('cannot add what is out of stock', async () => {
    signIn('Customer', 'cust-page');
    embed({ ...DANGGIT, availability: { status: 'OUT_OF_STOCK', unitsLeft: null } });
    renderAt('/products/DRD-001');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("shows a trade buyer's price, tiers and trade rule, asked for with the customer's session", async () => {
    signIn('Customer', 'cust-page');
    embed(DANGGIT);
    const asked: { body: string; authorization: string | undefined }[] = [];
    const terms = {
      groupName: 'Restaurant',
      minOrderAmount: 5000,
      termsDays: null,
      businessName: 'Carinderia',
      today: '2026-11-25',
      products: [
        {
          productId: 'DRD-001',
          tiers: [
            { minQuantity: 1, unitPrice: 270 },
            { minQuantity: 24, unitPrice: 260 },
          ],
          minQuantity: 12,
          multiple: null,
        },
      ],
    };
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const body = String(init?.body ?? '');
      asked.push({ body, authorization: (init?.headers as Record<string, string>).authorization });
      const data = body.includes('ProductTradeTerms') ? { myTradeTerms: terms } : null;
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    try {
      renderAt('/products/DRD-001');
      expect(await screen.findByText('Your price ₱270.00')).toBeInTheDocument();
      expect(screen.getByText('from 24 packs ₱260.00')).toBeInTheDocument();
      expect(screen.getByText('At least 12')).toBeInTheDocument();
      // The quantity starts at the trade minimum.
      expect(screen.getByRole('spinbutton', { name: /^Quantity of/ })).toHaveValue('12');
      const request = asked.find((sent) => sent.body.includes('ProductTradeTerms'));
      expect(request?.authorization).toMatch(/^Bearer /);
    } finally {
      fetched.mockRestore();
    }
  });
});
