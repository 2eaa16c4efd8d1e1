import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { centavosToPesos, type OverdueOrder, type StatementEntry } from '@waters/domain';
import { EXPECTED_ITEMS, listComplexity } from '../../../graphql/complexity.js';
import type { AccountStatement, OverdueTradeBalance } from '../statements.service.js';

/** What a line of a statement is: an order placed, cash counted at its handover, or a payment recorded. */
export enum StatementEntryKind {
  ORDER = 'ORDER',
  CASH_AT_HANDOVER = 'CASH_AT_HANDOVER',
  PAYMENT = 'PAYMENT',
}
registerEnumType(StatementEntryKind, {
  name: 'StatementEntryKind',
  description:
    'ORDER: an order placed (charged its total); CASH_AT_HANDOVER: cash counted when it was handed over; PAYMENT: a payment recorded (a transfer checked, cash at the counter, the rest of a short collection).',
});

@ObjectType('StatementEntry', { description: 'One line of a statement, in date order, with the balance after it.' })
export class StatementEntryModel {
  @Field({ description: 'YYYY-MM-DD (Manila).' })
  day: string;

  @Field(() => StatementEntryKind)
  kind: StatementEntryKind;

  @Field(() => Int)
  orderId: number;

  @Field(() => Float, { description: "An order's total in pesos (0 for a payment)." })
  charged: number;

  @Field(() => Float, { description: 'A payment in pesos (0 for an order).' })
  paid: number;

  @Field(() => String, { nullable: true, description: 'An order on terms: the day it is to be paid by.' })
  dueDate: string | null;

  @Field(() => Float, { description: 'What the account owes after this line, in pesos.' })
  balance: number;

  static of(entry: StatementEntry): StatementEntryModel {
    return Object.assign(new StatementEntryModel(), {
      day: entry.day,
      kind: entry.kind as StatementEntryKind,
      orderId: entry.orderId,
      charged: centavosToPesos(entry.chargeCentavos),
      paid: centavosToPesos(entry.paymentCentavos),
      dueDate: entry.dueDay,
      balance: centavosToPesos(entry.balanceCentavos),
    });
  }
}

@ObjectType('OverdueOrder', { description: 'An order past its due day and not paid by then.' })
export class OverdueOrderModel {
  @Field(() => Int)
  orderId: number;

  @Field({ description: 'YYYY-MM-DD: the day it was to be paid by.' })
  dueDate: string;

  @Field(() => Float, { description: 'What it still owed, in pesos.' })
  amount: number;

  static of(order: OverdueOrder): OverdueOrderModel {
    return Object.assign(new OverdueOrderModel(), {
      orderId: order.orderId,
      dueDate: order.dueDay,
      amount: centavosToPesos(order.owedCentavos),
    });
  }
}

@ObjectType('Statement', {
  description:
    "A trade account's statement for a Manila calendar month: the orders placed (not cancelled) and the payments made in it, the balances before and after, and what was overdue at its end. The same figures as its PDF and CSV (GET /api/statements/{month}.pdf|.csv).",
})
export class StatementModel {
  @Field(() => ID)
  customerId: string;

  @Field()
  businessName: string;

  @Field({ description: 'The price group the account buys in.' })
  groupName: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Days after delivery its orders fall due; null: paid as any order.',
  })
  termsDays: number | null;

  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field({ description: 'The first day of the month, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'The last day of the month, YYYY-MM-DD.' })
  to: string;

  @Field(() => Float, { description: 'Owed when the month began, in pesos: earlier orders less earlier payments.' })
  openingBalance: number;

  @Field(() => Float, { description: 'The totals of the orders placed in the month, in pesos.' })
  charged: number;

  @Field(() => Float, { description: 'The payments made in the month, in pesos.' })
  paid: number;

  @Field(() => Float, { description: 'openingBalance + charged − paid.' })
  closingBalance: number;

  @Field({
    description:
      "YYYY-MM-DD: the day overdue is measured on (the month's last day; today, for the month still running).",
  })
  overdueAsOf: string;

  @Field(() => Float, { description: 'Owed on the orders overdue on that day, in pesos.' })
  overdueAmount: number;

  @Field(() => [StatementEntryModel], {
    description: 'Every order and payment of the month, in date order.',
    complexity: listComplexity(EXPECTED_ITEMS.orders),
  })
  entries: StatementEntryModel[];

  @Field(() => [OverdueOrderModel], {
    description: 'The orders overdue on overdueAsOf, oldest due first.',
    complexity: listComplexity(EXPECTED_ITEMS.orders),
  })
  overdueOrders: OverdueOrderModel[];

  static of({ account, statement }: AccountStatement): StatementModel {
    return Object.assign(new StatementModel(), {
      customerId: account.customerId,
      businessName: account.businessName,
      groupName: account.groupName,
      termsDays: account.termsDays,
      month: statement.month,
      from: statement.firstDay,
      to: statement.lastDay,
      openingBalance: centavosToPesos(statement.openingCentavos),
      charged: centavosToPesos(statement.chargedCentavos),
      paid: centavosToPesos(statement.paidCentavos),
      closingBalance: centavosToPesos(statement.closingCentavos),
      overdueAsOf: statement.overdueAsOf,
      overdueAmount: centavosToPesos(statement.overdueCentavos),
      entries: statement.entries.map(StatementEntryModel.of),
      overdueOrders: statement.overdue.map(OverdueOrderModel.of),
    });
  }
}

@ObjectType('OverdueTradeBalance', { description: 'A trade account with orders overdue today.' })
export class OverdueTradeBalanceModel {
  @Field(() => ID)
  customerId: string;

  @Field()
  businessName: string;

  @Field(() => Float, { description: 'What its overdue orders still owe, in pesos.' })
  overdueAmount: number;

  @Field({ description: 'YYYY-MM-DD: the due day of its oldest overdue order.' })
  oldestDueDate: string;

  static of({
    customerId,
    businessName,
    overdueCentavos,
    oldestDueDay,
  }: OverdueTradeBalance): OverdueTradeBalanceModel {
    const overdueAmount = centavosToPesos(overdueCentavos);
    return Object.assign(new OverdueTradeBalanceModel(), {
      customerId,
      businessName,
      overdueAmount,
      oldestDueDate: oldestDueDay,
    });
  }
}
