import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MyProfileDocument } from '../../../api/my-profile.generated';
import { PlaceOrderDocument } from '../api/place-order.generated';
import { addToCart } from '../../../state/cart';
import { CartView } from '../CartView';
import { renderScreen, signIn, type SentOperation } from '../../../test/kit';
import { DANGGIT, profile, TINAPA } from '../../../test/fixtures';
import { tradeTermsAnswer } from '../../../test/trade-fixtures';

/** A signed-in customer's cart as the cart tests open it. */
export const CUSTOMER = 'cust-1';

export function fillCart() {
  addToCart(
    CUSTOMER,
    { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice },
    2,
  );
  addToCart(
    CUSTOMER,
    { productId: TINAPA.productId, productName: TINAPA.productName, productPrice: TINAPA.productPrice },
    3,
  );
}

export const PROFILE = profile({ id: CUSTOMER });
/** The review reads the profile each time it opens. */
export const profileAnswer = {
  request: { query: MyProfileDocument },
  result: { data: { me: PROFILE } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The cart of a customer (a household, unless `mocks` answer myTradeTerms first with a trade buyer's terms). */
export function openCart(mocks: ReadonlyArray<MockLink.MockedResponse> = [], sent?: SentOperation[]) {
  signIn('Customer', CUSTOMER);
  return renderScreen(<CartView />, {
    path: '/order-page',
    mocks: [profileAnswer, ...mocks, tradeTermsAnswer(null)],
    sent,
    only: true,
  });
}

/** PLACE ORDER, then Confirm Order in the review it opens. */
export async function placeAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
  const review = await screen.findByRole('dialog', { name: 'Review your order' });
  await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
}

export const rowOf = (productName: string) =>
  screen.getByRole('rowheader', { name: productName }).closest('tr') as HTMLElement;

/** The placeOrder request of the cart fillCart() makes (its two lines), answered by `result`. */
export const placeOrderMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: PlaceOrderDocument,
    variables: {
      input: {
        items: [
          { productId: 'DR-001', quantity: 2 },
          { productId: 'SM-002', quantity: 3 },
        ],
      },
    },
  },
  result,
});
