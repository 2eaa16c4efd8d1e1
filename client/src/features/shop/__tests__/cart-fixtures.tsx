import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MyProfileDocument, PlaceOrderDocument } from '../../../gql/graphql';
import { addToCart } from '../../../lib/cart';
import { signIn } from '../../../test/render';
import { CartView } from '../CartView';
import { DANGGIT, renderShop, TINAPA, type SentOperation } from './shop-fixtures';

/** A signed-in customer's cart as the cart tests open it. */
export const CUSTOMER = 'cust-1';

export function fillCart() {
  addToCart(CUSTOMER, { productId: DANGGIT.productId, productName: DANGGIT.productName, productPrice: DANGGIT.productPrice }, 2);
  addToCart(CUSTOMER, { productId: TINAPA.productId, productName: TINAPA.productName, productPrice: TINAPA.productPrice }, 3);
}

export const PROFILE = {
  __typename: 'UserProfile' as const,
  id: CUSTOMER,
  role: 'Customer' as const,
  userName: 'ana.cruz',
  fullName: 'Ana Cruz',
  address: '27 Tirona Hwy., Kawit, Cavite',
  mobileNumber: '+63 917 555 0101',
  emailAddress: 'ana@example.ph',
  createdAt: '2026-01-05T02:30:00.000Z',
  updatedAt: '2026-03-10T08:15:00.000Z',
};
/** The review reads the profile each time it opens. */
export const profileAnswer = { request: { query: MyProfileDocument }, result: { data: { me: PROFILE } }, maxUsageCount: Number.POSITIVE_INFINITY };

export function openCart(mocks: Parameters<typeof renderShop>[2] = [], sent?: SentOperation[]) {
  signIn('Customer', CUSTOMER);
  return renderShop(<CartView />, '/order-page', [profileAnswer, ...mocks], sent);
}

/** PLACE ORDER, then Confirm Order in the review it opens. */
export async function placeAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
  const review = await screen.findByRole('dialog', { name: 'Review your order' });
  await user.click(within(review).getByRole('button', { name: 'Confirm Order' }));
}

export const rowOf = (productName: string) => screen.getByRole('rowheader', { name: productName }).closest('tr') as HTMLElement;

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
