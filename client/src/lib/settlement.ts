import { FULFILMENT_LABELS, type FulfilmentStatus, type PaymentStatus } from '@waters/domain';

/** Whether an employee may still mark an order paid (cash once collected, a transfer once checked). */
export const canMarkPaid = (order: { paymentStatus: PaymentStatus }) => order.paymentStatus === 'UNPAID' || order.paymentStatus === 'PROOF_SENT';

/** The fulfilment step an order has reached, in words ("Not packed yet" before the first): the queue's log and the Deliveries screen alike. */
export const fulfilmentText = (status: FulfilmentStatus | null | undefined) => (status ? FULFILMENT_LABELS[status] : 'Not packed yet');
