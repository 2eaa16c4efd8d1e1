import { readCart } from '../../../state/cart';
import { refillCart, refillNotices } from '../utils/order-again';
import { availabilityOf } from '@waters/domain';
import { DANGGIT, order, TINAPA } from '../../../test/fixtures';

/** What the server tells customers for this many units on hand. */
const onHand = (stock: number) => ({ __typename: 'Availability' as const, ...availabilityOf(stock) });

const CUSTOMER = 'cust-again';
const line = (productId: string, productName: string, quantity: number) => ({
  __typename: 'OrderLine' as const,
  productId,
  productName,
  productPrice: 1,
  quantity,
  totalPrice: quantity,
});

describe('order again', () => {
  beforeEach(() => localStorage.clear());

  it("fills the cart with the lines that can be bought today, at today's names and prices, capped to what is left", () => {
    const earlier = order({
      cartItems: [
        line(DANGGIT.productId, 'Danggit (old name)', 2),
        line(TINAPA.productId, 'Tinapang Bangus', 5),
        line('GONE-1', 'Dilis', 1),
      ],
    });
    const result = refillCart(CUSTOMER, earlier, [DANGGIT, { ...TINAPA, availability: onHand(3) }]);
    expect(result).toEqual({ added: ['Danggit', 'Tinapang Bangus'], missing: ['Dilis'] });
    expect(
      readCart(CUSTOMER).map((item) => [item.ProductId, item.ProductName, item.ProductPrice, item.Quantity]),
    ).toEqual([
      [DANGGIT.productId, 'Danggit', 150, 2],
      [TINAPA.productId, 'Tinapang Bangus', 99.5, 3],
    ]);
    expect(refillNotices(result)).toEqual({
      success: "Added to your cart at today's prices: Danggit, Tinapang Bangus.",
      failure: 'No longer available: Dilis.',
    });
  });

  it('leaves out a product that is out of stock, or whose stock is already in the cart', () => {
    refillCart(CUSTOMER, order({ cartItems: [line(TINAPA.productId, 'Tinapang Bangus', 2)] }), [
      { ...TINAPA, availability: onHand(2) },
    ]);
    const again = refillCart(
      CUSTOMER,
      order({ cartItems: [line(TINAPA.productId, 'Tinapang Bangus', 2), line(DANGGIT.productId, 'Danggit', 1)] }),
      [
        { ...TINAPA, availability: onHand(2) },
        { ...DANGGIT, availability: onHand(0) },
      ],
    );
    expect(again).toEqual({ added: [], missing: ['Tinapang Bangus', 'Danggit'] });
    expect(refillNotices(again)).toEqual({ success: null, failure: 'No longer available: Tinapang Bangus, Danggit.' });
  });
});
