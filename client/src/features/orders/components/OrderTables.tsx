import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { RecordField } from '../../../components/record-fields';
import { RecordList } from '../../../components/RecordList';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { customerStatusFields, type CustomerOrderRow } from './customer-order-fields';
import { formatMediumDate, formatShortDate } from '../../../lib/format';
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
} from './order-fields';

const keyOf = (order: OrderRowFragment) => order.orderId;
/** Dense, so that every column of the original wide order tables fits a 1280 px screen beside the side navigation. */
export const ORDER_TABLE_CLASS = 'table table-striped table-sm align-top order-table';

/** YOUR PENDING ORDERS (the customer's own): dates in medium format, the customer's word with the day and payment, and a Cancel button per order. */
const pendingFields = (onCancel: (order: CustomerOrderRow) => void): readonly RecordField<CustomerOrderRow>[] => [
  ownOrderIdField,
  customerIdField('customer'),
  customerNameField('customer'),
  addressField('customer'),
  mobileField('Mobile Number', 'customer'),
  emailField('customer'),
  totalField('Total Price (PHP)'),
  { label: 'Order Date', value: (order) => formatMediumDate(order.orderDate), card: 'main' },
  ...customerStatusFields('Order Status'),
  linesTableField,
  {
    label: 'Actions',
    value: (order) => (
      <Button aria-haspopup="dialog" size="sm" variant="outline-danger" onClick={() => onCancel(order)}>
        Cancel<span className="visually-hidden"> order {order.orderId}</span>
      </Button>
    ),
    card: 'actions',
  },
];

export function PendingOrdersTable({
  orders,
  onCancel,
}: {
  orders: readonly CustomerOrderRow[];
  onCancel: (order: CustomerOrderRow) => void;
}) {
  return (
    <RecordList
      label="Pending orders"
      caption="Pending orders"
      records={orders}
      fields={pendingFields(onCancel)}
      keyOf={keyOf}
      tableClass={ORDER_TABLE_CLASS}
    />
  );
}

/** YOUR ORDER HISTORY and ORDER ACTIVITY LOG: short dates, 'N/A' for empty remarks, lines as 'name - quantity x price'; the customer reads their word for the status. */
function completeFields<T extends OrderRowFragment>(
  audience: Audience,
  status: readonly RecordField<T>[],
): readonly RecordField<T>[] {
  return [
    audience === 'customer' ? ownOrderIdField : orderIdField,
    customerIdField(audience),
    customerNameField(audience),
    { label: 'Date', value: (order) => formatShortDate(order.orderDate), card: 'main' },
    totalField('Total Amount (PHP)'),
    ...status,
    addressField(audience),
    mobileField('Mobile', audience),
    emailField(audience),
    {
      label: 'Authorized By',
      // A customer's own cancellation records them as its author: they are told it was theirs.
      value: (order) =>
        audience === 'customer' && order.cancelledByCustomer ? 'Cancelled by you' : (order.authorizedByFullName ?? ''),
    },
    { label: 'Authorization Date', value: (order) => formatShortDate(order.authorizationDate) },
    { label: 'Remarks', value: (order) => (order.remarks ? order.remarks : 'N/A') },
    linesListField,
  ];
}
const CUSTOMER_HISTORY_FIELDS = completeFields<CustomerOrderRow>('customer', customerStatusFields('Status'));
const ACTIVITY_LOG_FIELDS = completeFields<OrderRowFragment>('employee', [statusField('Status')]);

/**
 * The customer's history with "Order again": in the wide table under the order's lines (a new
 * column would push the original columns past a 1280 px screen), on a phone card with its buttons.
 */
const withOrderAgain = (onOrderAgain: (order: CustomerOrderRow) => void): readonly RecordField<CustomerOrderRow>[] => {
  const button = (order: CustomerOrderRow, className?: string) => (
    <Button size="sm" variant="outline-primary" className={className} onClick={() => onOrderAgain(order)}>
      Order again<span className="visually-hidden"> (order {order.orderId})</span>
    </Button>
  );
  return [
    ...CUSTOMER_HISTORY_FIELDS.flatMap((field): RecordField<CustomerOrderRow>[] =>
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
const withProgress = <T extends OrderRowFragment>(
  fields: readonly RecordField<T>[],
  progress: (order: T) => ReactNode,
): RecordField<T>[] =>
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

type CompleteOrdersProps<T extends OrderRowFragment> =
  | { orders: readonly CustomerOrderRow[]; audience: 'customer'; onOrderAgain: (order: CustomerOrderRow) => void }
  | { orders: readonly T[]; audience: 'employee'; progress?: (order: T) => ReactNode };

/** YOUR ORDER HISTORY (the customer's own orders, with Order again) and ORDER ACTIVITY LOG (every decided order, how far it got under its status). */
export function CompleteOrdersTable<T extends OrderRowFragment>(props: CompleteOrdersProps<T>) {
  const common = {
    label: 'Completed orders',
    caption: 'Completed orders',
    keyOf,
    tableClass: ORDER_TABLE_CLASS,
  } as const;
  if (props.audience === 'customer')
    return <RecordList {...common} records={props.orders} fields={withOrderAgain(props.onOrderAgain)} />;
  const fields: readonly RecordField<T>[] = ACTIVITY_LOG_FIELDS;
  return (
    <RecordList
      {...common}
      records={props.orders}
      fields={props.progress ? withProgress(fields, props.progress) : fields}
    />
  );
}
