import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  monthOfDay,
  nextMonth,
  overdueBalance,
  statementOf,
  UNPAID_PAYMENT_STATUSES,
  type StatementOrderFacts,
} from '@waters/domain';
import fc from 'fast-check';

/*
 * The statement arithmetic against what it promises, over random histories of orders (placed,
 * cancelled, paid by transfer, cash collected whole or short at a handover and the rest paid
 * later): each month closes where the next one opens, a month's lines add up to its closing
 * balance, and what is overdue today is exactly what the order statuses say (the dashboard's rule).
 */
const RUNS = Number(process.env.STATEMENT_RUNS ?? 300);
const FIRST = '2026-10-01';
const day = (from: string, max: number) => fc.integer({ min: 0, max }).map((offset) => addDays(from, offset));

/** One order with a history that could have happened: every payment on or after the day it was placed. */
const order: fc.Arbitrary<Omit<StatementOrderFacts, 'orderId'>> = day(FIRST, 110).chain((placedOn) =>
  fc
    .record({
      totalCentavos: fc.integer({ min: 1, max: 500_000 }),
      dueDay: fc.option(day(addDays(placedOn, 1), 40), { nil: null }),
      history: fc.constantFrom('unpaid', 'proof', 'paid', 'collected', 'short', 'short-then-paid', 'cancelled'),
      handedOver: day(placedOn, 10),
      later: fc.integer({ min: 0, max: 30 }),
      shortBy: fc.integer({ min: 1, max: 500_000 }),
    })
    .map(({ totalCentavos, dueDay, history, handedOver, later, shortBy }) => {
      const collected = Math.max(0, totalCentavos - shortBy);
      const base = {
        placedOn,
        totalCentavos,
        dueDay,
        cancelled: false,
        paidOn: null,
        completedOn: null,
        amountCollectedCentavos: null,
      };
      switch (history) {
        case 'unpaid':
          return { ...base, paymentStatus: 'UNPAID' as const };
        case 'proof':
          return { ...base, paymentStatus: 'PROOF_SENT' as const };
        case 'paid':
          return { ...base, paymentStatus: 'PAID' as const, paidOn: addDays(placedOn, later) };
        case 'collected':
          return {
            ...base,
            paymentStatus: 'PAID' as const,
            paidOn: handedOver,
            completedOn: handedOver,
            amountCollectedCentavos: totalCentavos,
          };
        case 'short':
          return {
            ...base,
            paymentStatus: 'BALANCE_DUE' as const,
            completedOn: handedOver,
            amountCollectedCentavos: collected,
          };
        case 'short-then-paid':
          return {
            ...base,
            paymentStatus: 'PAID' as const,
            completedOn: handedOver,
            amountCollectedCentavos: collected,
            paidOn: addDays(handedOver, later),
          };
        default:
          return { ...base, cancelled: true, paymentStatus: 'REFUND_DUE' as const, paidOn: placedOn };
      }
    }),
);
const history = fc
  .array(order, { maxLength: 25 })
  .map((orders) => orders.map((facts, i): StatementOrderFacts => ({ ...facts, orderId: i + 1 })));

/** Every month from the first an order could be placed in to the last a payment could fall in. */
function months(): string[] {
  const all = [monthOfDay(FIRST)];
  while (all.length < 8) all.push(nextMonth(all[all.length - 1]));
  return all;
}

describe('monthly statements', () => {
  it('close each month where the next opens, and add up line by line', () => {
    fc.assert(
      fc.property(history, (orders) => {
        const statements = months().map((month) => statementOf(orders, month));
        expect(statements[0].openingCentavos).toBe(0);
        statements.forEach((statement, i) => {
          expect(statement.closingCentavos).toBe(
            statement.openingCentavos + statement.chargedCentavos - statement.paidCentavos,
          );
          expect(statement.entries.at(-1)?.balanceCentavos ?? statement.openingCentavos).toBe(
            statement.closingCentavos,
          );
          for (const entry of statement.entries) expect(monthOfDay(entry.day)).toBe(statement.month);
          if (i > 0) expect(statement.openingCentavos).toBe(statements[i - 1].closingCentavos);
        });
        // In the end, what is owed is what the orders not cancelled still owe by their statuses.
        const owed = orders
          .filter((o) => !o.cancelled && o.paymentStatus !== 'PAID')
          .reduce((sum, o) => sum + o.totalCentavos - (o.amountCollectedCentavos ?? 0), 0);
        expect(statements.at(-1)!.closingCentavos).toBe(owed);
      }),
      { numRuns: RUNS },
    );
  });

  it('find overdue today exactly the orders not cancelled, not paid and due before today', () => {
    fc.assert(
      fc.property(history, (orders) => {
        const today = addDays(FIRST, 200);
        const byStatus = orders.filter(
          (o) =>
            !o.cancelled && UNPAID_PAYMENT_STATUSES.includes(o.paymentStatus) && o.dueDay !== null && o.dueDay < today,
        );
        const expected = byStatus.reduce((sum, o) => sum + o.totalCentavos - (o.amountCollectedCentavos ?? 0), 0);
        const overdue = overdueBalance(orders, today);
        expect(overdue?.owedCentavos ?? 0).toBe(expected);
        if (overdue) expect(overdue.oldestDueDay).toBe(byStatus.map((o) => o.dueDay!).sort()[0]);
      }),
      { numRuns: RUNS },
    );
  });
});
