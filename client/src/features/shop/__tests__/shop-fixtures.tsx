import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../../components/Toaster';
import { mockLink, type SentOperation } from '../../../test/mock-link';
import type { OrderRowFragment, ProductCardFragment } from '../../../gql/graphql';

export const DANGGIT: ProductCardFragment = {
  __typename: 'Product',
  productId: 'DR-001',
  productName: 'Danggit',
  productPrice: 150,
  productType: 'DRIED',
  productStatus: 'Available',
  productImage: '/images/products/dried/danggit.webp',
  stockQuantity: null,
  lowStockThreshold: null,
};

export const TINAPA: ProductCardFragment = {
  __typename: 'Product',
  productId: 'SM-002',
  productName: 'Tinapang Bangus',
  productPrice: 99.5,
  productType: 'SMOKED',
  productStatus: 'Available',
  productImage: '/images/products/smoked/tinapang-bangus.webp',
  stockQuantity: null,
  lowStockThreshold: null,
};

export function order(overrides: Partial<OrderRowFragment> = {}): OrderRowFragment {
  return {
    __typename: 'Order',
    orderId: 41,
    customerId: 'cust-1',
    fullName: 'Ana Cruz',
    address: 'Rosario, Cavite',
    mobileNumber: '+63 917 555 0101',
    emailAddress: 'ana@example.ph',
    totalAmount: 399,
    orderStatus: 'PENDING',
    orderDate: '2026-11-21T05:31:15Z',
    authorizedByFullName: null,
    authorizationDate: null,
    remarks: null,
    cartItems: [
      { __typename: 'OrderLine', productId: 'DR-001', productName: 'Danggit', productPrice: 150, quantity: 2, totalPrice: 300 },
      { __typename: 'OrderLine', productId: 'SM-002', productName: 'Tinapang Bangus', productPrice: 99, quantity: 1, totalPrice: 99 },
    ],
    ...overrides,
  };
}

/** Where the router is now, so tests can see navigation. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export type { SentOperation };

/**
 * A shop screen at its address inside Apollo's MockedProvider and a router, with the
 * toasts rendered as the shell does. Mocks answer without a delay; `sent` collects
 * each operation's name and headers as the HTTP link would send them.
 */
export function renderShop(ui: ReactElement, path: string, mocks: ReadonlyArray<MockLink.MockedResponse> = [], sent?: SentOperation[]) {
  return render(
    <MockedProvider link={mockLink(mocks, sent)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Location />
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const currentPath = (container: { getByTestId: (id: string) => HTMLElement }) => container.getByTestId('location').textContent;
