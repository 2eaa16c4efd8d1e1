import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../../components/Toaster';
import { createCache } from '../../../lib/apollo';
import { mockLink, type SentOperation } from '../../../test/mock-link';
import type { OrderRowFragment, ProductCardFragment } from '../../../gql/graphql';

/** The app's own cache (lib/apollo.ts), so cache updates behave as in the browser. */
export const appCache = createCache;

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** A portal screen with mocked GraphQL answers, the toasts and the current address on show. */
/** `sent` records each operation as it is sent (test/mock-link.ts). */
export function renderScreen(screen: ReactNode, mocks: readonly MockLink.MockedResponse[], path = '/storefront', sent?: SentOperation[]) {
  return render(
    <MockedProvider link={mockLink(mocks, sent)} cache={appCache()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {screen}
                <Address />
              </>
            }
          />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const product = (id: string, name: string, extra: Partial<ProductCardFragment> = {}): ProductCardFragment => ({
  __typename: 'Product',
  productId: id,
  productName: name,
  productPrice: 150,
  productType: 'DRIED',
  productStatus: 'Available',
  productImage: `/images/products/${id.toLowerCase()}.webp`,
  stockQuantity: null,
  lowStockThreshold: null,
  ...extra,
});

export const order = (orderId: number, extra: Partial<OrderRowFragment> = {}): OrderRowFragment => ({
  __typename: 'Order',
  orderId,
  customerId: 'cust-1',
  fullName: 'Ana Cruz',
  address: 'Rosario, Cavite',
  mobileNumber: '+63 917 555 0101',
  emailAddress: 'ana@example.ph',
  totalAmount: 450,
  orderStatus: 'PENDING',
  orderDate: '2026-11-20T02:30:00.000Z',
  authorizedByFullName: null,
  authorizationDate: null,
  remarks: null,
  cartItems: [{ __typename: 'OrderLine', productId: 'DRD-001', productName: 'Dried Danggit', productPrice: 150, quantity: 3, totalPrice: 450 }],
  ...extra,
});
