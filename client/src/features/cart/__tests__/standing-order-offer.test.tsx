import { screen } from '@testing-library/react';
import { addToCart } from '../../../state/cart';
import { resetToasts } from '../../../state/toast';
import { DANGGIT } from '../../../test/fixtures';
import { settle } from '../../../test/kit';
import { RESTAURANT_TERMS, tradeTermsAnswer } from '../../../test/trade-fixtures';
import { CUSTOMER, fillCart, openCart } from './cart-fixtures';

const SAVE = 'Save as standing order';

afterEach(() => resetToasts());

describe('Save as standing order in the cart', () => {
  it('is not offered to a household', async () => {
    fillCart();
    openCart();
    expect(await screen.findByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
    await settle();
    expect(screen.queryByRole('button', { name: SAVE })).not.toBeInTheDocument();
  });

  it('is offered to an approved trade buyer, whose cart it orders again', async () => {
    addToCart(
      CUSTOMER,
      { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
      20,
    );
    openCart([tradeTermsAnswer(RESTAURANT_TERMS)]);
    const save = await screen.findByRole('button', { name: SAVE });
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('waits, as PLACE ORDER does, while the cart misses the trade terms, which describe it', async () => {
    fillCart(); // three Tinapang Bangus, sold to trade in 6s, under the group's minimum
    openCart([tradeTermsAnswer(RESTAURANT_TERMS)]);
    const save = await screen.findByRole('button', { name: SAVE });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(expect.stringContaining('add 3 more packs of Tinapang Bangus'));
  });
});
