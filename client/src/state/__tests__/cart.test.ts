import {
  addToCart,
  cartKey,
  cartTotal,
  MAX_QUANTITY,
  orderItems,
  readCart,
  removeFromCart,
  setQuantity,
} from '../cart';

const DANGGIT = { productId: 'DR-001', productName: 'Danggit', productPrice: 150 };
const TINAPA = { productId: 'SM-002', productName: 'Tinapang Bangus', productPrice: 99.5 };

describe('cart in local storage', () => {
  it('never holds more than 999 of a product (the most one order line may carry)', () => {
    const product = { productId: 'DRD-001', productName: 'Dried Danggit (Rabbitfish) 250 g', productPrice: 285 };
    addToCart('cust-cap', product, 998);
    addToCart('cust-cap', product, 5);
    expect(readCart('cust-cap')[0]).toMatchObject({ Quantity: MAX_QUANTITY, TotalPrice: 285 * 999 });
    setQuantity('cust-cap', 'DRD-001', 5000);
    expect(readCart('cust-cap')[0].Quantity).toBe(999);
    expect(MAX_QUANTITY).toBe(999);
  });

  it('adds a new line with TotalPrice = Quantity × ProductPrice', () => {
    expect(addToCart('cust-1', DANGGIT, 2)).toEqual({ existed: false });
    expect(readCart('cust-1')).toEqual([
      {
        CartId: null,
        CustomerId: 'cust-1',
        ProductId: 'DR-001',
        ProductName: 'Danggit',
        ProductPrice: 150,
        Quantity: 2,
        TotalPrice: 300,
      },
    ]);
  });

  it('adding a product already in the cart increases its quantity and recomputes TotalPrice', () => {
    addToCart('cust-1', TINAPA, 1);
    expect(addToCart('cust-1', TINAPA, 3)).toEqual({ existed: true });
    const [line] = readCart('cust-1');
    expect(readCart('cust-1')).toHaveLength(1);
    expect(line.Quantity).toBe(4);
    expect(line.TotalPrice).toBe(398);
  });

  it('saving a quantity recomputes the line; 0 or less removes it', () => {
    addToCart('cust-1', DANGGIT, 1);
    addToCart('cust-1', TINAPA, 1);
    expect(setQuantity('cust-1', 'DR-001', 5)).toBe(true);
    expect(readCart('cust-1')[0]).toMatchObject({ Quantity: 5, TotalPrice: 750 });
    expect(setQuantity('cust-1', 'DR-001', 0)).toBe(true);
    expect(readCart('cust-1').map((i) => i.ProductId)).toEqual(['SM-002']);
    expect(setQuantity('cust-1', 'SM-002', -2)).toBe(true);
    expect(readCart('cust-1')).toEqual([]);
    expect(localStorage.getItem(cartKey('cust-1'))).toBeNull();
    expect(setQuantity('cust-1', 'SM-002', 1)).toBe(false);
    expect(removeFromCart('cust-1', 'SM-002')).toBe(false);
  });

  it('discards a corrupt stored cart and treats it as empty', () => {
    localStorage.setItem(cartKey('cust-1'), '{not json');
    expect(readCart('cust-1')).toEqual([]);
    expect(localStorage.getItem(cartKey('cust-1'))).toBeNull();

    localStorage.setItem(
      cartKey('cust-1'),
      JSON.stringify([{ ProductId: 'DR-001', ProductName: 'Danggit', ProductPrice: 150, Quantity: 0 }]),
    );
    expect(readCart('cust-1')).toEqual([]);
    expect(localStorage.getItem(cartKey('cust-1'))).toBeNull();
  });

  it('keeps one cart per customer under a key made from the customer id', () => {
    addToCart('cust-1', DANGGIT, 1);
    addToCart('cust-2', TINAPA, 2);
    expect(cartKey('cust-1')).toBe('cart_cust-1');
    expect(readCart('cust-1').map((i) => i.ProductId)).toEqual(['DR-001']);
    expect(readCart('cust-2').map((i) => i.ProductId)).toEqual(['SM-002']);
    expect(JSON.parse(localStorage.getItem('cart_cust-2') ?? '[]')).toHaveLength(1);
  });

  it('totals the cart exactly and sends only product IDs and quantities for an order', () => {
    addToCart('cust-1', DANGGIT, 2);
    addToCart('cust-1', TINAPA, 3);
    const items = readCart('cust-1');
    expect(cartTotal(items)).toBe(598.5);
    expect(orderItems(items)).toEqual([
      { productId: 'DR-001', quantity: 2 },
      { productId: 'SM-002', quantity: 3 },
    ]);
  });
});
