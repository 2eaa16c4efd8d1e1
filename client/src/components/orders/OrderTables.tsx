import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { RecordField } from '../../components/record-fields';
import { RecordList } from '../../components/RecordList';
import type { OrderRowFragment } from '../../api/fragments.generated';
import { formatMediumDate, formatShortDate } from '../../lib/format';
import {
  addressField,
  customerIdField,
  customerNameField,
  emailField,
  linesListField,
  linesTableField,
  mobileField,
  orderIdField,
  ownOrderIdField,
  statusField,
  totalField,
  type Audience,
  type OrderField,
} from './order-fields';

const keyOf = (order: OrderRowFragment) => order.orderId;
/** Dense, so that every column of the original wide order tables fits a 1280 px screen beside the side navigation. */
export const ORDER_TABLE_CLASS = 'table table-striped table-sm align-top order-table';

/** YOUR PENDING ORDERS (the customer's own): dates in medium format, and a Cancel button per order. */
const pendingFields = (onCancel: (order: OrderRowFragment) => void): readonly OrderField[] => [
  ownOrderIdField,
  customerIdField('customer'),
  customerNameField('customer'),
  addressField('customer'),
  mobileField('Mobile Number', 'customer'),
  emailField('customer'),
  totalField('Total Price (PHP)'),
  { label: 'Order Date', value: (order) => formatMediumDate(order.orderDate), card: 'main' },
  statusField('Order Status'),
  linesTableField,
  {
    label: 'Actions',
    value: (order) => (
      <Button size="sm" variant="outline-danger" onClick={() => onCancel(order)}>
        Cancel<span className="visually-hidden"> order {order.orderId}</span>
      </Button>
    ),
    card: 'actions',
  },
];

export function PendingOrdersTable({ orders, onCancel }: { orders: readonly OrderRowFragment[]; onCancel: (order: OrderRowFragment) => void }) {
  return <RecordList label="Pending orders" caption="Pending orders" records={orders} fields={pendingFields(onCancel)} keyOf={keyOf} tableClass={ORDER_TABLE_CLASS} />;
}

/** YOUR ORDER HISTORY and ORDER ACTIVITY LOG: short dates, 'N/A' for empty remarks, lines as 'name - quantity x price'. */
const completeFields = (audience: Audience): readonly OrderField[] => [
  audience === 'customer' ? ownOrderIdField : orderIdField,
  customerIdField(audience),
  customerNameField(audience),
  { label: 'Date', value: (order) => formatShortDate(order.orderDate), card: 'main' },
  totalField('Total Amount (PHP)'),
  statusField('Status'),
  addressField(audience),
  mobileField('Mobile', audience),
  emailField(audience),
  {
    label: 'Authorized By',
    // A customer's own cancellation records them as its author: they are told it was theirs.
    value: (order) => (audience === 'customer' && order.cancelledByCustomer ? 'Cancelled by you' : (order.authorizedByFullName ?? '')),
  },
  { label: 'Authorization Date', value: (order) => formatShortDate(order.authorizationDate) },
  { label: 'Remarks', value: (order) => (order.remarks ? order.remarks : 'N/A') },
  linesListField,
];
const COMPLETE_FIELDS: Record<Audience, readonly OrderField[]> = { customer: completeFields('customer'), employee: completeFields('employee') };

/**
 * The customer's history with "Order again": in the wide table under the order's lines (a new
 * column would push the original columns past a 1280 px screen), on a phone card with its buttons.
 */
const withOrderAgain = (onOrderAgain: (order: OrderRowFragment) => void): readonly OrderField[] => {
  const button = (order: OrderRowFragment, className?: string) => (
    <Button size="sm" variant="outline-primary" className={className} onClick={() => onOrderAgain(order)}>
      Order again<span className="visually-hidden"> (order {order.orderId})</span>
    </Button>
  );
  return [
    ...COMPLETE_FIELDS.customer.flatMap((field): OrderField[] =>
      field === linesListField
        ? [
            { ...field, table: false },
            {
              ...field,
              card: 'none',
              value: (order) => (
                <>
                  {field.value(order)}
                  {button(order, 'mt-2')}
                </>
              ),
            },
          ]
        : [field],
    ),
    { label: 'Actions', value: (order) => button(order), card: 'actions', table: false },
  ];
};

/** How far an order has got since its decision, under its status badge (in the table and by a card's heading): no column of its own, the table is full. */
const withProgress = <T extends OrderRowFragment>(fields: readonly RecordField<T>[], progress: (order: T) => ReactNode): RecordField<T>[] =>
  fields.map((field) =>
    field.label === 'Status'
      ? {
          ...field,
          value: (order) => (
            <>
              {field.value(order)}
              {progress(order)}
            </>
          ),
        }
      : field,
  );

export function CompleteOrdersTable<T extends OrderRowFragment>({
  orders,
  audience,
  onOrderAgain,
  progress,
}: {
  orders: readonly T[];
  audience: Audience;
  onOrderAgain?: (order: OrderRowFragment) => void;
  progress?: (order: T) => ReactNode;
}) {
  const fields: readonly RecordField<T>[] = audience === 'customer' && onOrderAgain ? withOrderAgain(onOrderAgain) : COMPLETE_FIELDS[audience];
  return (
    <RecordList
      label="Completed orders"
      caption="Completed orders"
      records={orders}
      fields={progress ? withProgress(fields, progress) : fields}
      keyOf={keyOf}
      tableClass={ORDER_TABLE_CLASS}
    />
  );
}
