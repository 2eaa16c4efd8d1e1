import { manilaMidnight, STEP_STAMP, type FulfilmentStatus, type OrderTransition } from '@waters/domain';
import { Brackets, type EntityManager, type UpdateQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Order } from '../order.entity.js';
import { actorOf } from './life-facts.js';

export type OrderColumns = QueryDeepPartialEntity<Order>;

/** Columns a change may require to still hold what was read. */
export type PinnableColumn = 'paymentProof' | 'paymentReference';

/** A transition about to be taken: on which order as read, by whom, when, over which pinned values. */
export interface TransitionAttempt {
  readonly transition: OrderTransition;
  readonly order: Order;
  readonly actor: AuthUser;
  readonly now: Date;
  readonly pins: Partial<Record<PinnableColumn, string | null>>;
}

const isUndo = (transition: OrderTransition) => transition.window !== undefined;
const fromStep = (transition: OrderTransition): FulfilmentStatus | null =>
  transition.from?.fulfilmentStatus?.[0] ?? null;

/**
 * The columns a transition writes besides its states, the same for every action: who decided and
 * when; the payment's time (set when paid, cleared when a payment is taken back); a step's time
 * (set going forward, cleared when the step is undone); cash recorded at a handover is cleared
 * with the handover's undo.
 */
export function impliedColumns(transition: OrderTransition, order: Order, actor: AuthUser, now: Date): OrderColumns {
  const { to } = transition;
  const columns: OrderColumns = {};
  if (to.status !== undefined) columns.status = to.status;
  if (to.paymentStatus !== undefined) columns.paymentStatus = to.paymentStatus;
  if (to.fulfilmentStatus !== undefined) columns.fulfilmentStatus = to.fulfilmentStatus;
  if (to.status === 'APPROVED' || to.status === 'CANCELLED')
    Object.assign(columns, { authorizedById: actor.id, authorizationDate: now });
  if (to.paymentStatus === 'PAID') columns.paidAt = now;
  if (isUndo(transition) && order.paymentStatus === 'PAID' && to.paymentStatus !== undefined) columns.paidAt = null;
  if (isUndo(transition) && transition.when?.collectedAtHandover)
    Object.assign(columns, { amountCollectedCentavos: null, collectionNote: null, paidAt: null });
  const undone = isUndo(transition) ? fromStep(transition) : null;
  if (undone) columns[STEP_STAMP[undone]] = null;
  else if (to.fulfilmentStatus) columns[STEP_STAMP[to.fulfilmentStatus]] = now;
  return columns;
}

/** The state, conditions, owner, undo window and pins of the transition, as SQL on the order's row: only a row still there changes. */
function guarded(
  update: UpdateQueryBuilder<Order>,
  { transition, actor, now, pins }: TransitionAttempt,
): UpdateQueryBuilder<Order> {
  const { from, when, window } = transition;
  if (from?.status) update.andWhere('status IN (:...fromStatus)', { fromStatus: from.status });
  if (from?.paymentStatus) update.andWhere('paymentStatus IN (:...fromPayment)', { fromPayment: from.paymentStatus });
  if (from?.fulfilmentStatus) {
    const steps = from.fulfilmentStatus.filter((step) => step !== null);
    const notStarted = from.fulfilmentStatus.includes(null);
    update.andWhere(
      new Brackets((where) => {
        if (notStarted) where.orWhere('fulfilmentStatus IS NULL');
        if (steps.length > 0) where.orWhere('fulfilmentStatus IN (:...fromSteps)', { fromSteps: steps });
      }),
    );
  }
  if (when?.deliveryMethod)
    update.andWhere('deliveryMethod = :deliveryMethod', { deliveryMethod: when.deliveryMethod });
  if (when?.pays)
    update.andWhere(when.pays === 'cash' ? 'paymentMethod = :cash' : 'paymentMethod <> :cash', { cash: 'CASH' });
  if (when?.hasPaymentProof !== undefined)
    update.andWhere(when.hasPaymentProof ? 'paymentProof IS NOT NULL' : 'paymentProof IS NULL');
  if (when?.collectedAtHandover !== undefined)
    update.andWhere(
      when.collectedAtHandover ? 'amountCollectedCentavos IS NOT NULL' : 'amountCollectedCentavos IS NULL',
    );
  if (actorOf(actor) === 'customer') update.andWhere('customerId = :customerId', { customerId: actor.id });
  if (window && 'sameManilaDay' in window) update.andWhere('paidAt >= :dayStart', { dayStart: manilaMidnight(now) });
  const step = fromStep(transition);
  if (window && 'minutes' in window && step)
    update.andWhere(`${STEP_STAMP[step]} >= :since`, { since: new Date(now.getTime() - window.minutes * 60_000) });
  for (const [column, value] of Object.entries(pins))
    update.andWhere(value === null ? `${column} IS NULL` : `${column} = :pin_${column}`, { [`pin_${column}`]: value });
  return update;
}

/**
 * The transition as one conditional UPDATE of the order's row, built from the table: of any number
 * of simultaneous calls exactly one changes the row (the others find it moved on). Whether it did.
 */
export async function updateIfStill(
  manager: EntityManager,
  attempt: TransitionAttempt,
  extra: OrderColumns,
): Promise<boolean> {
  const { transition, order, actor, now } = attempt;
  const update = manager
    .createQueryBuilder()
    .update(Order)
    .set({ ...extra, ...impliedColumns(transition, order, actor, now) })
    .where('id = :id', { id: order.id });
  const result = await guarded(update, attempt).execute();
  return result.affected === 1;
}
