import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from '../../../state/cart';
import { resetToasts } from '../../../state/toast';
import { renderScreen, settle, signIn, type SentOperation } from '../../../test/kit';
import { DANGGIT, TINAPA } from '../../../test/fixtures';
import { RESTAURANT_TERMS, tradeTermsAnswer, type TermsAnswer } from '../../../test/trade-fixtures';
import { AvailableProductsDocument } from '../api/available-products.generated';
import { CustomerStorefront } from '../CustomerStorefront';

const CUSTOMER = 'cust-7';
const products = {
  request: { query: AvailableProductsDocument },
  result: { data: { availableProducts: [DANGGIT, TINAPA] } },
};

async function openStorefront(terms: TermsAnswer | null, sent?: SentOperation[]) {
  signIn('Customer', CUSTOMER);
  renderScreen(<CustomerStorefront />, {
    path: '/storefront',
    mocks: [products, tradeTermsAnswer(terms)],
    sent,
    only: true,
  });
  await screen.findByRole('heading', { name: 'Danggit' });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const cartBar = () => screen.getByText('In your cart:').parentElement as HTMLElement;

afterEach(() => resetToasts());

describe('the storefront of a trade buyer', () => {
  it("shows each product at the buyer's price with its tiers and how it is sold to trade, and the cart at those prices", async () => {
    addToCart(CUSTOMER, { productId: 'DR-001', productName: 'Danggit', productPrice: 150 }, 10);
    await openStorefront(RESTAURANT_TERMS);
    const danggit = card('Danggit');
    expect(await within(danggit).findByText('Your price ₱140.00')).toBeInTheDocument();
    expect(within(danggit).getByText('Retail ₱150.00')).toBeInTheDocument();
    expect(within(danggit).getByRole('listitem')).toHaveTextContent('from 10 packs ₱130.00');
    const tinapa = card('Tinapang Bangus');
    expect(within(tinapa).getByText('Your price ₱99.50')).toBeInTheDocument();
    expect(within(tinapa).getByText('Sold to trade in 6s')).toBeInTheDocument();
    // Ten packs of Danggit reach the ₱130.00 tier.
    expect(cartBar()).toHaveTextContent('10 items');
    expect(cartBar()).toHaveTextContent('₱1,300.00');
  });

  it("the product's dialog shows the same prices", async () => {
    const user = userEvent.setup();
    await openStorefront(RESTAURANT_TERMS);
    await within(card('Danggit')).findByText('Your price ₱140.00');
    await user.click(within(card('Danggit')).getByRole('button', { name: 'View Danggit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Danggit' });
    expect(within(dialog).getByText('Your price ₱140.00')).toBeInTheDocument();
    expect(within(dialog).getByText('from 10 packs ₱130.00')).toBeInTheDocument();
  });

  it('starts each quantity at the least a trade line may have, and adds that many', async () => {
    const user = userEvent.setup();
    await openStorefront(RESTAURANT_TERMS);
    const tinapa = card('Tinapang Bangus');
    const quantity = within(tinapa).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' });
    // Sold to trade in 6s: the selector starts at 6, not 1.
    await waitFor(() => expect(quantity).toHaveValue('6'));
    expect(within(card('Danggit')).getByRole('spinbutton', { name: 'Quantity of Danggit' })).toHaveValue('1');
    await user.click(within(tinapa).getByRole('button', { name: 'Add to Cart: Tinapang Bangus' }));
    expect(cartBar()).toHaveTextContent('6 items');
    await user.click(within(tinapa).getByRole('button', { name: 'View Tinapang Bangus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tinapang Bangus' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' })).toHaveValue('6');
  });
});

describe('the storefront of a household', () => {
  it('shows the retail prices only, as before', async () => {
    addToCart(CUSTOMER, { productId: 'DR-001', productName: 'Danggit', productPrice: 150 }, 10);
    const sent: SentOperation[] = [];
    await openStorefront(null, sent);
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain('MyTradeTerms'));
    await settle(); // its answer (null) is in
    expect(within(card('Danggit')).getByText('₱150.00')).toBeInTheDocument();
    expect(screen.queryByText(/Your price|Retail|Sold to trade/)).not.toBeInTheDocument();
    expect(cartBar()).toHaveTextContent('₱1,500.00');
  });
});
