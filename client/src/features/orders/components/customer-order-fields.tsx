import { paymentMethodLabel } from '@waters/domain';
import type { CustomerListLifeFragment, OrderRowFragment } from '../../../api/fragments.generated';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import type { RecordField } from '../../../components/record-fields';
import { CustomerStatusBadge } from './CustomerStatusBadge';
import { PayBy } from './PayBy';

/** A row of the customer's own lists: the original columns, what the order-life rules read, and the pay-by day on terms. */
export type CustomerOrderRow = OrderRowFragment & CustomerListLifeFragment & { dueDate?: string | null };

/** "Delivery Tue 1 Dec 2026" or "Pickup …": the day it comes or is picked up. */
export const whenText = (order: Pick<CustomerListLifeFragment, 'deliveryMethod' | 'deliveryDate'>) =>
  `${order.deliveryMethod === 'PICKUP' ? 'Pickup' : 'Delivery'} ${order.deliveryDate ? formatDeliveryDate(order.deliveryDate) : '(no date)'}`;

const payText = (order: Pick<CustomerListLifeFragment, 'paymentMethod' | 'deliveryMethod'>) =>
  paymentMethodLabel(order.paymentMethod, order.deliveryMethod);

/**
 * The status column of the customer's lists says their word (Awaiting payment, Out for delivery,
 * Refund due …), with the day it comes and how it is paid under it (on terms, the day to pay by):
 * no column of their own (the wide table is full); on a phone card the word sits by the heading
 * and the two lines in its summary.
 */
export const customerStatusFields = (label: 'Status' | 'Order Status'): RecordField<CustomerOrderRow>[] => [
  {
    label,
    value: (order) => (
      <>
        <CustomerStatusBadge word={order.customerStatus} />
        <span className="d-block small mt-1 text-nowrap">{whenText(order)}</span>
        <span className="d-block small text-nowrap">{payText(order)}</span>
        <PayBy order={order} className="d-block small" />
      </>
    ),
    card: 'none',
  },
  {
    label,
    value: (order) => <CustomerStatusBadge word={order.customerStatus} />,
    card: 'badge',
    cardLabelHidden: true,
    table: false,
  },
  { label: 'Delivery or pickup', value: whenText, card: 'main', table: false },
  {
    label: 'Payment',
    value: (order) => (
      <>
        {payText(order)}
        <PayBy order={order} className="d-block" />
      </>
    ),
    card: 'main',
    table: false,
  },
];
