import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceCart } from '../../../lib/trade-pricing';
import { addToCart, readCart, setQuantity } from '../../../state/cart';
import { resetToasts } from '../../../state/toast';
import { axeViolations } from '../../../test/a11y';
import { DANGGIT, order, TINAPA } from '../../../test/fixtures';
import { RESTAURANT_TERMS, tradeTermsAnswer } from '../../../test/trade-fixtures';
import { PlaceOrderDocument } from '../api/place-order.generated';
import { CUSTOMER, openCart, rowOf } from './cart-fixtures';

afterEach(() => resetToasts());

const put = (product: typeof DANGGIT, quantity: number) =>
  addToCart(
    CUSTOMER,
    { productId: product.productId, productName: product.productName, productPrice: product.productPrice },
    quantity,
  );

const TINAPA_SHORT = 'add 3 more packs of Tinapang Bangus — sold to trade in 6s';
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('priceCart: the one place a cart is priced', () => {
  it('a household pays the retail prices, as before, and nothing holds the order', () => {
    put(DANGGIT, 9);
    put(TINAPA, 3);
    const priced = priceCart(readCart(CUSTOMER), null);
    expect(priced.lines.map((line) => [line.unitPrice, line.total, line.shortfall])).toEqual([
      [150, 1350, null],
      [99.5, 298.5, null],
    ]);
    expect(priced.goods).toBe(1648.5);
    expect(priced.problems).toEqual([]);
  });

  it('a trade buyer pays the tier a line reaches: 9 packs the lower tier, 10 packs the next', () => {
    put(DANGGIT, 9);
    expect(priceCart(readCart(CUSTOMER), RESTAURANT_TERMS).lines[0]).toMatchObject({ unitPrice: 140, total: 1260 });
    setQuantity(CUSTOMER, DANGGIT.productId, 10);
    expect(priceCart(readCart(CUSTOMER), RESTAURANT_TERMS).lines[0]).toMatchObject({ unitPrice: 130, total: 1300 });
  });

  it("names what each line lacks for its product's trade rule, then what the order lacks for the group's minimum", () => {
    put(DANGGIT, 10);
    put(TINAPA, 3);
    const priced = priceCart(readCart(CUSTOMER), RESTAURANT_TERMS);
    expect(priced.goods).toBe(1598.5);
    expect(priced.problems).toEqual([TINAPA_SHORT, 'add ₱401.50 more — Restaurant orders start at ₱2,000.00']);
    setQuantity(CUSTOMER, TINAPA.productId, 6);
    const enough = priceCart(readCart(CUSTOMER), RESTAURANT_TERMS);
    expect(enough.goods).toBe(1897);
    expect(enough.problems).toEqual(['add ₱103.00 more — Restaurant orders start at ₱2,000.00']);
    setQuantity(CUSTOMER, DANGGIT.productId, 12);
    expect(priceCart(readCart(CUSTOMER), RESTAURANT_TERMS).problems).toEqual([]);
  });
});

describe('customer cart of a trade buyer', () => {
  it('prices each line at its tier, says what is missing per line and for the order, and holds PLACE ORDER until nothing is', async () => {
    const user = userEvent.setup();
    put(DANGGIT, 10);
    put(TINAPA, 3);
    const { container } = openCart([tradeTermsAnswer(RESTAURANT_TERMS)]);

    expect(await screen.findByText(/You buy at Restaurant prices\./)).toHaveTextContent(
      'You buy at Restaurant prices. Orders start at ₱2,000.00. You pay within 30 days of delivery.',
    );
    expect(cells('Danggit').slice(2, 5)).toEqual(['₱130.00', expect.any(String), '₱1,300.00']);
    expect(within(rowOf('Tinapang Bangus')).getByText(TINAPA_SHORT)).toBeVisible();
    expect(screen.getByText('Total Price: ₱1,598.50')).toBeInTheDocument();

    // The reasons are read out as they change (a polite live region) and describe the held button.
    const reasons = screen.getByText('Before this order can be placed:').closest('[role="status"]') as HTMLElement;
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([TINAPA_SHORT, 'add ₱401.50 more — Restaurant orders start at ₱2,000.00']);
    const place = screen.getByRole('button', { name: 'PLACE ORDER' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(expect.stringContaining(TINAPA_SHORT));
    expect(await axeViolations(container)).toEqual([]);

    // 9 packs of Danggit fall back to the lower tier; 12 reach the tier again.
    await user.click(within(rowOf('Danggit')).getByRole('button', { name: 'Decrease quantity of Danggit' }));
    expect(cells('Danggit')[2]).toBe('₱140.00');
    await user.clear(within(rowOf('Tinapang Bangus')).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' }));
    await user.type(
      within(rowOf('Tinapang Bangus')).getByRole('spinbutton', { name: 'Quantity of Tinapang Bangus' }),
      '6',
    );
    await user.clear(within(rowOf('Danggit')).getByRole('spinbutton', { name: 'Quantity of Danggit' }));
    await user.type(within(rowOf('Danggit')).getByRole('spinbutton', { name: 'Quantity of Danggit' }), '12');
    expect(cells('Danggit')[2]).toBe('₱130.00');
    expect(screen.getByText('Total Price: ₱2,157.00')).toBeInTheDocument();
    expect(within(reasons).queryAllByRole('listitem')).toEqual([]);
    expect(place).toBeEnabled();
    expect(place).not.toHaveAccessibleDescription();
  });

  it('the review shows the lines and goods at the trade prices, and the order is placed with the quantities only', async () => {
    const user = userEvent.setup();
    put(DANGGIT, 12);
    put(TINAPA, 6);
    const answer = jest.fn(() => ({ data: { placeOrder: order({ orderId: 81 }) } }));
    openCart([
      tradeTermsAnswer(RESTAURANT_TERMS),
      {
        request: {
          query: PlaceOrderDocument,
          variables: {
            input: {
              items: [
                { productId: 'DR-001', quantity: 12 },
                { productId: 'SM-002', quantity: 6 },
              ],
            },
          },
        },
        result: answer,
      },
    ]);
    await screen.findByText(/You buy at Restaurant prices\./);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const review = await screen.findByRole('dialog', { name: 'Review your order' });
    const lines = within(within(review).getByRole('list', { name: 'Items in this order' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Danggit12 x ₱130.00₱1,560.00',
      'Tinapang Bangus6 x ₱99.50₱597.00',
    ]);
    expect(within(review).getByText('Order total: ₱2,157.00')).toBeInTheDocument();
    expect(within(review).getByText(/You buy at Restaurant prices\./)).toBeInTheDocument();
    const confirm = within(review).getByRole('button', { name: 'Confirm Order' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(answer).toHaveBeenCalled());
  });

  it('a household sees the cart as before: retail prices, no trade note, PLACE ORDER open', async () => {
    put(DANGGIT, 2);
    put(TINAPA, 3);
    openCart();
    expect(cells('Danggit').slice(2, 5)).toEqual(['₱150.00', expect.any(String), '₱300.00']);
    expect(screen.getByText('Total Price: ₱598.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
    // Still after the terms came back null.
    await waitFor(() => expect(screen.queryByText(/prices\./)).not.toBeInTheDocument());
    expect(screen.queryByText(/more packs|orders start at/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });
});
