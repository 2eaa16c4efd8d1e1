import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { AvailableProductsDocument } from '../../catalogue/api/available-products.generated';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { toast } from '../../../state/toast';
import { refillCart, refillNotices } from '../utils/order-again';
import { currentCustomerId } from '../../../state/customer-id';
import { PATHS } from '../../../lib/paths';

/** "Order again": today's catalogue is asked for, the cart filled from the order, and the cart shown. */
export function useOrderAgain(): (order: OrderRowFragment) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async (order) => {
    const customerId = currentCustomerId();
    if (!customerId) return;
    try {
      const { data } = await client.query({ query: AvailableProductsDocument, fetchPolicy: 'network-only' });
      const notices = refillNotices(refillCart(customerId, order, data?.availableProducts ?? []));
      if (notices.failure) toast.failure(notices.failure);
      if (notices.success) {
        toast.success(notices.success);
        navigate(PATHS.orderPage);
      }
    } catch {
      toast.failure('The products could not be loaded. Please try again later.');
    }
  };
}
