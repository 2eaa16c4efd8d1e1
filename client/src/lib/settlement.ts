import type { PaymentStatus } from '@waters/domain';

/** Whether an employee may still mark an order paid (cash once collected, a transfer once checked). */
export const canMarkPaid = (order: { paymentStatus: PaymentStatus }) => order.paymentStatus === 'UNPAID' || order.paymentStatus === 'PROOF_SENT';
