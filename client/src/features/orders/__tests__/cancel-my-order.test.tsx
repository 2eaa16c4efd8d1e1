import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelMyOrderDocument } from '../api/cancel-my-order.generated';
import { MyPendingOrdersDocument } from '../api/my-pending-orders.generated';
import type { OrderStatus } from '../../../gql/graphql';
import { resetToasts } from '../../../state/toast';
import { signIn } from '../../../test/kit';
import { PendingOrders } from '../PendingOrders';
import { renderScreen } from '../../../test/kit';
import { order } from '../../../test/fixtures';
import { orderPage } from '../../../test/connection-pages';

const pending = (...orders: ReturnType<typeof order>[]) => ({
  request: { query: MyPendingOrdersDocument },
  result: { data: { myPendingOrdersConnection: orderPage(orders) } },
});
const cancel = (reason: string, result: object) => ({
  request: { query: CancelMyOrderDocument, variables: { input: { orderId: 41, reason } } },
  result,
});

function openPending(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  signIn('Customer', 'cust-1');
  return renderScreen(<PendingOrders />, { path: '/pending-orders', mocks, only: true });
}

afterEach(() => resetToasts());

describe('customer cancels a pending order', () => {
  it('asks for a reason, sends it, and lists the orders again', async () => {
    const user = userEvent.setup();
    const cancelled = order({ orderStatus: 'CANCELLED' as OrderStatus, remarks: 'Ordered twice' });
    openPending([pending(order()), cancel('Ordered twice', { data: { cancelMyOrder: cancelled } }), pending()]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please say why you are cancelling.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Ordered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 41 cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('You have no pending orders.')).toBeInTheDocument();
  });

  it('tells a customer who paid that cancelling makes a refund due, and how much', async () => {
    const user = userEvent.setup();
    openPending([pending(order({ paymentMethod: 'GCASH', paymentStatus: 'PAID' }))]);
    expect(await screen.findByText('Paid')).toHaveClass('badge');
    await user.click(screen.getByRole('button', { name: 'Cancel order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 41' });
    expect(dialog).toHaveTextContent(
      'You paid ₱399.00: cancelling makes a refund of ₱399.00 due. We will send it back and e-mail you once it is sent.',
    );
  });

  it('says so when the company decided the order first', async () => {
    const user = userEvent.setup();
    const conflict = {
      errors: [new GraphQLError('Order 41 is already APPROVED.', { extensions: { code: 'CONFLICT' } })],
    };
    openPending([pending(order()), cancel('Changed my mind', conflict), pending()]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order 41' }));
    await user.type(await screen.findByLabelText('Reason for cancelling'), 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 41 was already decided and can no longer be cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
