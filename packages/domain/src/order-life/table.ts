import { DELIVERY_METHODS, type DeliveryMethod } from '../delivery.js';
import { FULFILMENT_STEPS, isDone, type FulfilmentStatus } from '../fulfilment.js';
import type { OrderTransition } from './transition.js';

/*
 * The life of an order, whole: every transition of its three machines (order, payment,
 * fulfilment), who may take it, what it needs, whether and until when it can be undone. The
 * server takes transitions only through this table (its conditional updates are built from it),
 * the client shows the buttons it allows, and docs/order-life.md is drawn from it.
 */

const UNDO_STEP_MINUTES = 30;
const METHOD_WORD: Record<DeliveryMethod, string> = { DELIVERY: 'delivery', PICKUP: 'pickup' };

const DECIDED = { scope: 'orders:decide', by: ['employee'] } as const;

const decisions: OrderTransition[] = [
  {
    name: 'place',
    action: 'place',
    machine: 'order',
    from: null,
    to: { status: 'PENDING', paymentStatus: 'UNPAID', fulfilmentStatus: null },
    by: ['customer'],
    scope: 'orders:write',
    needs: [],
    webhooks: ['order.placed'],
    audit: 'order.placed',
    auditedForKeysOnly: true,
    says: 'A customer places an order: priced from the catalogue, delivered or picked up on a date on offer, paid in cash or by transfer.',
  },
  {
    name: 'approve',
    action: 'approve',
    machine: 'order',
    from: { status: ['PENDING'] },
    to: { status: 'APPROVED' },
    ...DECIDED,
    webhooks: ['order.approved'],
    needs: [],
    audit: 'order.approved',
    says: 'An employee approves a pending order; its stock is taken.',
  },
  {
    name: 'cancel',
    action: 'cancel',
    machine: 'order',
    from: { status: ['PENDING'], paymentStatus: ['UNPAID', 'PROOF_SENT'] },
    to: { status: 'CANCELLED' },
    ...DECIDED,
    webhooks: ['order.cancelled'],
    needs: [],
    audit: 'order.cancelled',
    says: 'An employee cancels a pending order not paid (a proof sent stays to be checked).',
  },
  {
    name: 'cancel.paid',
    action: 'cancel',
    machine: 'order',
    from: { status: ['PENDING'], paymentStatus: ['PAID'] },
    to: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE' },
    ...DECIDED,
    webhooks: ['order.cancelled'],
    needs: [],
    audit: 'order.cancelled',
    says: 'An employee cancels a paid pending order: its money is owed back (refund due).',
  },
  {
    name: 'withdraw',
    action: 'withdraw',
    machine: 'order',
    from: { status: ['PENDING'], paymentStatus: ['UNPAID', 'PROOF_SENT'] },
    to: { status: 'CANCELLED' },
    by: ['customer'],
    scope: 'orders:write',
    needs: ['reason'],
    webhooks: ['order.cancelled'],
    audit: 'order.cancelled_by_customer',
    says: 'The customer withdraws their own pending order, with a reason.',
  },
  {
    name: 'withdraw.paid',
    action: 'withdraw',
    machine: 'order',
    from: { status: ['PENDING'], paymentStatus: ['PAID'] },
    to: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE' },
    by: ['customer'],
    scope: 'orders:write',
    needs: ['reason'],
    webhooks: ['order.cancelled'],
    audit: 'order.cancelled_by_customer',
    says: 'The customer withdraws a paid pending order: its money is owed back (refund due).',
  },
];

const OPEN_TRANSFER = { status: ['PENDING', 'APPROVED'], paymentStatus: ['UNPAID', 'PROOF_SENT'] } as const;

const REVERT = {
  action: 'revertPayment',
  machine: 'payment',
  from: { status: ['PENDING', 'APPROVED'], paymentStatus: ['PAID'] },
  by: ['employee'],
  scope: 'orders:decide',
  needs: ['reason'],
  window: { sameManilaDay: true },
  webhooks: ['order.corrected'],
  audit: 'order.payment_reverted',
} as const;

const payments: OrderTransition[] = [
  {
    name: 'setReference',
    action: 'setReference',
    machine: 'payment',
    from: OPEN_TRANSFER,
    when: { pays: 'transfer' },
    to: {},
    by: ['customer'],
    scope: 'orders:write',
    needs: ['reference'],
    webhooks: [],
    audit: 'order.payment_reference_set',
    says: "The customer types the transfer's reference number (the payment stays as it is).",
  },
  {
    name: 'sendProof',
    action: 'sendProof',
    machine: 'payment',
    from: OPEN_TRANSFER,
    when: { pays: 'transfer' },
    to: { paymentStatus: 'PROOF_SENT' },
    by: ['customer'],
    scope: 'orders:write',
    needs: ['proof'],
    webhooks: [],
    audit: 'order.payment_proof_sent',
    says: 'The customer sends a picture of the receipt (a new one replaces the last).',
  },
  {
    name: 'markPaid',
    action: 'markPaid',
    machine: 'payment',
    from: { status: ['PENDING', 'APPROVED'], paymentStatus: ['UNPAID', 'PROOF_SENT'] },
    to: { paymentStatus: 'PAID' },
    by: ['employee'],
    scope: 'orders:decide',
    needs: [],
    undoneBy: 'revertPayment',
    webhooks: ['order.paid'],
    audit: 'order.paid',
    says: 'An employee confirms the money arrived (a transfer checked against its proof, or cash at the counter).',
  },
  {
    name: 'markPaid.balance',
    action: 'markPaid',
    machine: 'payment',
    from: { status: ['APPROVED'], paymentStatus: ['BALANCE_DUE'] },
    to: { paymentStatus: 'PAID' },
    by: ['employee'],
    scope: 'orders:decide',
    needs: [],
    webhooks: ['order.paid'],
    audit: 'order.balance_paid',
    says: 'An employee records the rest of a short cash collection as received.',
  },
  {
    name: 'markPaid.cancelled',
    action: 'markPaid',
    machine: 'payment',
    from: { status: ['CANCELLED'], paymentStatus: ['PROOF_SENT'] },
    to: { paymentStatus: 'REFUND_DUE' },
    by: ['employee'],
    scope: 'orders:decide',
    needs: [],
    webhooks: ['order.paid'],
    audit: 'order.paid_after_cancel',
    says: 'A transfer checked after its order was cancelled: the money arrived, so it is owed back.',
  },
  // Taking back a payment marked by mistake: to what it was before, by whether a proof is on file.
  ...([true, false] as const).map((proof): OrderTransition => ({
    ...REVERT,
    name: proof ? 'revertPayment.proof' : 'revertPayment',
    when: { hasPaymentProof: proof, collectedAtHandover: false },
    to: { paymentStatus: proof ? 'PROOF_SENT' : 'UNPAID' },
    says: `An employee takes back a payment marked by mistake, the same Manila day, with a reason: ${proof ? 'the proof waits to be checked again' : 'the order is unpaid again'}.`,
  })),
  {
    name: 'recordRefund',
    action: 'recordRefund',
    machine: 'payment',
    from: { status: ['CANCELLED'], paymentStatus: ['REFUND_DUE'] },
    to: { paymentStatus: 'REFUNDED' },
    by: ['employee'],
    scope: 'orders:decide',
    needs: ['refund'],
    webhooks: ['order.refunded'],
    audit: 'order.refunded',
    says: 'An employee records the refund sent: how, its reference and the day.',
  },
];

const STEP = {
  by: ['employee'],
  scope: 'orders:decide',
  needs: [],
  undoneBy: 'undoStep',
  webhooks: ['order.fulfilment'],
  audit: 'order.fulfilment_advanced',
} as const;

function stepsOf(method: DeliveryMethod): OrderTransition[] {
  const [, sent, done] = FULFILMENT_STEPS[method];
  const word = METHOD_WORD[method];
  const handedOver = { ...STEP, machine: 'fulfilment', action: 'complete', confirmOffDate: true } as const;
  const ready = { status: ['APPROVED'], fulfilmentStatus: [sent] } as const;
  return [
    {
      ...STEP,
      name: `dispatch.${word}`,
      action: 'dispatch',
      machine: 'fulfilment',
      from: { status: ['APPROVED'], fulfilmentStatus: ['PACKED'] },
      when: { deliveryMethod: method },
      to: { fulfilmentStatus: sent },
      confirmOffDate: true,
      says:
        method === 'DELIVERY'
          ? 'The packed order leaves for delivery.'
          : 'The packed order is set out at the counter for pickup.',
    },
    {
      ...handedOver,
      name: `complete.${word}`,
      from: ready,
      when: { deliveryMethod: method, pays: 'transfer' },
      to: { fulfilmentStatus: done },
      says: `A transfer's order is handed over (${word}); its payment stays as it is.`,
    },
    {
      ...handedOver,
      name: `complete.${word}.paid-cash`,
      from: { ...ready, paymentStatus: ['PAID'] },
      when: { deliveryMethod: method, pays: 'cash' },
      to: { fulfilmentStatus: done },
      says: `A cash order paid beforehand is handed over (${word}).`,
    },
    {
      ...handedOver,
      name: `complete.${word}.collect`,
      from: { ...ready, paymentStatus: ['UNPAID'] },
      when: { deliveryMethod: method, pays: 'cash', collection: 'full' },
      to: { fulfilmentStatus: done, paymentStatus: 'PAID' },
      needs: ['cashCollected'],
      webhooks: ['order.fulfilment', 'order.paid'],
      says: `A cash order is handed over (${word}) and its whole total collected, in one step.`,
    },
    {
      ...handedOver,
      name: `complete.${word}.short`,
      from: { ...ready, paymentStatus: ['UNPAID'] },
      when: { deliveryMethod: method, pays: 'cash', collection: 'short' },
      to: { fulfilmentStatus: done, paymentStatus: 'BALANCE_DUE' },
      needs: ['cashCollected', 'reason'],
      says: `A cash order is handed over (${word}) but less than its total (or nothing) is collected: the rest is money to chase.`,
    },
  ];
}

/** Undoing a step: the step before it again, within 30 minutes of the step, with a reason; never a deleted row. */
function undoOf(
  step: FulfilmentStatus,
  previous: FulfilmentStatus | null,
  method: DeliveryMethod | null,
): OrderTransition[] {
  const base = {
    action: 'undoStep',
    machine: 'fulfilment',
    by: ['employee'],
    scope: 'orders:decide',
    needs: ['reason'],
    window: { minutes: UNDO_STEP_MINUTES },
    webhooks: ['order.corrected'],
    audit: 'order.step_undone',
    ...(method ? { when: { deliveryMethod: method } } : {}),
  } as const;
  const name = `undoStep.${step.toLowerCase()}`;
  const says = `An employee undoes "${step.toLowerCase().replace(/_/g, ' ')}" within ${UNDO_STEP_MINUTES} minutes, with a reason`;
  if (!isDone(step)) {
    return [
      {
        ...base,
        name,
        from: { status: ['APPROVED'], fulfilmentStatus: [step] },
        to: { fulfilmentStatus: previous },
        says: `${says}.`,
      },
    ];
  }
  return [
    {
      ...base,
      name,
      from: { status: ['APPROVED'], fulfilmentStatus: [step] },
      when: { ...base.when, collectedAtHandover: false },
      to: { fulfilmentStatus: previous },
      says: `${says}; the payment stays as it is.`,
    },
    {
      ...base,
      name: `${name}.collected`,
      from: { status: ['APPROVED'], fulfilmentStatus: [step], paymentStatus: ['PAID', 'BALANCE_DUE'] },
      when: { ...base.when, collectedAtHandover: true },
      to: { fulfilmentStatus: previous, paymentStatus: 'UNPAID' },
      says: `${says}; the cash recorded with it is taken back too (unpaid again).`,
    },
  ];
}

const fulfilment: OrderTransition[] = [
  {
    ...STEP,
    name: 'pack',
    action: 'pack',
    machine: 'fulfilment',
    from: { status: ['APPROVED'], fulfilmentStatus: [null] },
    to: { fulfilmentStatus: 'PACKED' },
    says: 'An approved order is packed.',
  },
  ...DELIVERY_METHODS.flatMap(stepsOf),
  ...undoOf('PACKED', null, null),
  ...DELIVERY_METHODS.flatMap((method) => {
    const [packed, sent, done] = FULFILMENT_STEPS[method];
    return [...undoOf(sent, packed, method), ...undoOf(done, sent, method)];
  }),
];

export const ORDER_LIFE: readonly OrderTransition[] = [...decisions, ...payments, ...fulfilment];

export { UNDO_STEP_MINUTES };
