import { addDays } from './manila-calendar.js';
import type { PaymentStatus } from './payment.js';

/*
 * A trade account's monthly statement: what it was charged, what it paid, what it owes and what is
 * overdue, for one Manila calendar month. Pure arithmetic over an account's orders in integer
 * centavos, so that the PDF, the CSV, the mail and the account page all read the same figures.
 */

/** A statement's month: "YYYY-MM". */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const STATEMENT_MONTH_MESSAGE = 'A month is written YYYY-MM, e.g. 2026-12';

export const isStatementMonth = (value: unknown): value is string =>
  typeof value === 'string' && STATEMENT_MONTH_PATTERN.test(value);

/** The month a "YYYY-MM-DD" day is in. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The first and the last day of a month ("2026-02" → 2026-02-01 … 2026-02-28). */
export function monthDays(month: string): { readonly first: string; readonly last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${nextMonth(month)}-01`, -1) };
}

export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

export const previousMonth = (month: string): string => monthOfDay(addDays(`${month}-01`, -1));

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 2026". */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** An order not paid yet, in these payment states, is overdue once its due day is past. */
export const UNPAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['UNPAID', 'PROOF_SENT', 'BALANCE_DUE'];

/** "Pay by Thursday, December 31, 2026.": what an order on terms tells its customer, days written the caller's way. */
export const payByText = (dueDay: string, day: (day: string) => string): string => `Pay by ${day(dueDay)}.`;

/** An order as a statement reads it: days are Manila days ("YYYY-MM-DD"), money in centavos. */
export interface StatementOrderFacts {
  readonly orderId: number;
  /** The day it was placed. */
  readonly placedOn: string;
  readonly totalCentavos: number;
  /** Cancelled orders are on no statement (a paid one cancelled is refunded, not kept as a credit). */
  readonly cancelled: boolean;
  readonly paymentStatus: PaymentStatus;
  /** The day it is to be paid by (an order of a group on terms); null: paid as a household pays. */
  readonly dueDay: string | null;
  /** The day it was marked paid (for a PAID order). */
  readonly paidOn: string | null;
  /** The day it was handed over, and the cash collected then (null: none recorded then). */
  readonly completedOn: string | null;
  readonly amountCollectedCentavos: number | null;
}

/** Cash counted at a handover, or a payment recorded (a transfer checked, cash at the counter, the rest owed). */
export type StatementPaymentKind = 'CASH_AT_HANDOVER' | 'PAYMENT';

export const STATEMENT_PAYMENT_LABELS: Record<StatementPaymentKind, string> = {
  CASH_AT_HANDOVER: 'Cash at handover',
  PAYMENT: 'Payment',
};

export interface StatementPayment {
  readonly orderId: number;
  readonly day: string;
  readonly kind: StatementPaymentKind;
  readonly amountCentavos: number;
}

/**
 * What was paid on an order, and when: the cash collected at the handover (on the day it was
 * handed over), and for a PAID order the rest of its total (on the day it was marked paid). A
 * cancelled order has none.
 */
export function paymentsOf(order: StatementOrderFacts): StatementPayment[] {
  if (order.cancelled) return [];
  const payments: StatementPayment[] = [];
  const collected = order.amountCollectedCentavos ?? 0;
  if (collected > 0 && order.completedOn !== null)
    payments.push({
      orderId: order.orderId,
      day: order.completedOn,
      kind: 'CASH_AT_HANDOVER',
      amountCentavos: collected,
    });
  const rest = order.totalCentavos - collected;
  if (order.paymentStatus === 'PAID' && rest > 0)
    payments.push({
      orderId: order.orderId,
      // An order marked paid before the day was kept counts as paid the day it was placed.
      day: order.paidOn ?? order.completedOn ?? order.placedOn,
      kind: 'PAYMENT',
      amountCentavos: rest,
    });
  return payments;
}

/** What an order still owed at the end of `day` (0 for a cancelled order, or one placed later). */
export function owedAtEndOf(order: StatementOrderFacts, day: string): number {
  if (order.cancelled || order.placedOn > day) return 0;
  const paid = paymentsOf(order)
    .filter((payment) => payment.day <= day)
    .reduce((sum, payment) => sum + payment.amountCentavos, 0);
  return Math.max(0, order.totalCentavos - paid);
}

export interface OverdueOrder {
  readonly orderId: number;
  readonly dueDay: string;
  readonly owedCentavos: number;
}

/**
 * The orders overdue on `day`: not cancelled, due before that day and not paid by its end, oldest
 * due first. As of today this is an order still UNPAID, PROOF_SENT or BALANCE_DUE whose due day is
 * past; as of a month's last day, the same as it stood then.
 */
export function overdueOn(orders: readonly StatementOrderFacts[], day: string): OverdueOrder[] {
  return orders
    .filter((order) => order.dueDay !== null && order.dueDay < day)
    .map((order) => ({ orderId: order.orderId, dueDay: order.dueDay!, owedCentavos: owedAtEndOf(order, day) }))
    .filter((order) => order.owedCentavos > 0)
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.orderId - b.orderId);
}

/** One line of a statement, in date order: an order charged or a payment, and the balance after it. */
export interface StatementEntry {
  readonly day: string;
  readonly kind: 'ORDER' | StatementPaymentKind;
  readonly orderId: number;
  /** The order's total (orders only). */
  readonly chargeCentavos: number;
  /** The amount paid (payments only). */
  readonly paymentCentavos: number;
  /** Orders only: the day it is to be paid by. */
  readonly dueDay: string | null;
  readonly balanceCentavos: number;
}

export interface Statement {
  readonly month: string;
  readonly firstDay: string;
  readonly lastDay: string;
  /** What was owed when the month began: orders placed before it less payments made before it. */
  readonly openingCentavos: number;
  /** The orders placed in the month. */
  readonly chargedCentavos: number;
  /** The payments made in the month. */
  readonly paidCentavos: number;
  /** opening + charged − paid. */
  readonly closingCentavos: number;
  /** The day overdue is measured on: the month's last day (today, for the month still running). */
  readonly overdueAsOf: string;
  /** Owed on orders overdue as of that day. */
  readonly overdueCentavos: number;
  readonly entries: readonly StatementEntry[];
  readonly overdue: readonly OverdueOrder[];
}

const RANK = { ORDER: 0, CASH_AT_HANDOVER: 1, PAYMENT: 2 } as const;

/**
 * An account's statement for `month`, from all its orders (those placed after the month are left
 * out); for the month still running, `today` is the day its overdue is measured on.
 */
export function statementOf(orders: readonly StatementOrderFacts[], month: string, today?: string): Statement {
  const { first, last } = monthDays(month);
  const overdueAsOf = today !== undefined && today < last ? today : last;
  const kept = orders.filter((order) => !order.cancelled && order.placedOn <= last);
  let openingCentavos = 0;
  const moves: Omit<StatementEntry, 'balanceCentavos'>[] = [];
  for (const order of kept) {
    if (order.placedOn < first) openingCentavos += order.totalCentavos;
    else
      moves.push({
        day: order.placedOn,
        kind: 'ORDER',
        orderId: order.orderId,
        chargeCentavos: order.totalCentavos,
        paymentCentavos: 0,
        dueDay: order.dueDay,
      });
    for (const payment of paymentsOf(order)) {
      if (payment.day < first) openingCentavos -= payment.amountCentavos;
      else if (payment.day <= last)
        moves.push({
          day: payment.day,
          kind: payment.kind,
          orderId: payment.orderId,
          chargeCentavos: 0,
          paymentCentavos: payment.amountCentavos,
          dueDay: null,
        });
    }
  }
  moves.sort((a, b) => a.day.localeCompare(b.day) || RANK[a.kind] - RANK[b.kind] || a.orderId - b.orderId);
  let balance = openingCentavos;
  const entries = moves.map((move) => {
    balance += move.chargeCentavos - move.paymentCentavos;
    return { ...move, balanceCentavos: balance };
  });
  const chargedCentavos = entries.reduce((sum, entry) => sum + entry.chargeCentavos, 0);
  const paidCentavos = entries.reduce((sum, entry) => sum + entry.paymentCentavos, 0);
  const overdue = overdueOn(kept, overdueAsOf);
  return {
    month,
    firstDay: first,
    lastDay: last,
    openingCentavos,
    chargedCentavos,
    paidCentavos,
    closingCentavos: openingCentavos + chargedCentavos - paidCentavos,
    overdueAsOf,
    overdueCentavos: overdue.reduce((sum, order) => sum + order.owedCentavos, 0),
    entries,
    overdue,
  };
}

/** Whether a statement has anything to say: something happened in the month, or something is owed. */
export const hasStatementActivity = (statement: Statement): boolean =>
  statement.entries.length > 0 || statement.openingCentavos !== 0 || statement.closingCentavos !== 0;

/** What an account owes overdue today, with its oldest due day; null when nothing is overdue. */
export function overdueBalance(
  orders: readonly StatementOrderFacts[],
  today: string,
): { readonly owedCentavos: number; readonly oldestDueDay: string } | null {
  const overdue = overdueOn(orders, today);
  if (overdue.length === 0) return null;
  return { owedCentavos: overdue.reduce((sum, order) => sum + order.owedCentavos, 0), oldestDueDay: overdue[0].dueDay };
}
