import type { LifeFields } from '../../../lib/order-life';
import type { PayableOrder } from './MarkPaidDialog';
import type { RefundableOrder } from './RefundDialog';

/** An order an employee acts on: what the dialogs show and the rules read. */
export type ActedOrder = PayableOrder & LifeFields;

/** Which correction or payment dialog is open, on which order. */
export type OrderActionRequest =
  | { kind: 'markPaid'; order: ActedOrder }
  | { kind: 'revertPayment'; order: ActedOrder }
  | { kind: 'undoStep'; order: ActedOrder }
  | { kind: 'recordRefund'; order: RefundableOrder };
