import { Injectable } from '@nestjs/common';
import {
  isStatementMonth,
  manilaDay,
  manilaDayStart,
  monthOfDay,
  nextMonth,
  overdueBalance,
  STATEMENT_MONTH_MESSAGE,
  statementOf,
  UNPAID_PAYMENT_STATUSES,
  type Statement,
  type StatementOrderFacts,
} from '@waters/domain';
import { In, LessThan, Not, type EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { badInput } from '../../platform/errors/domain-error.js';
import { Clock } from '../../platform/time/clock.js';
import { Order } from '../orders/order.entity.js';
import { TradePricing } from '../trade/pricing/trade-pricing.js';
import { TradeAccount } from '../trade/trade-account.entity.js';
import { User } from '../users/user.entity.js';

/** Whose statement it is: the approved trade account, its customer and the group it buys in. */
export interface StatementAccount {
  readonly customerId: string;
  readonly customerName: string;
  readonly emailAddress: string;
  readonly businessName: string;
  readonly groupName: string;
  /** Days after delivery its orders fall due; null: paid as any order. */
  readonly termsDays: number | null;
}

export interface AccountStatement {
  readonly account: StatementAccount;
  readonly statement: Statement;
}

/** An account with orders overdue today: what they owe and since when. */
export interface OverdueTradeBalance {
  readonly customerId: string;
  readonly businessName: string;
  readonly overdueCentavos: number;
  readonly oldestDueDay: string;
}

const ORDER_FACTS = {
  id: true,
  customerId: true,
  orderDate: true,
  totalCentavos: true,
  status: true,
  paymentStatus: true,
  dueDay: true,
  paidAt: true,
  completedAt: true,
  amountCollectedCentavos: true,
} as const;

/** An order as the statement's arithmetic (@waters/domain statements) reads it: Manila days, centavos. */
const factsOf = (order: Order): StatementOrderFacts => ({
  orderId: order.id,
  placedOn: manilaDay(order.orderDate),
  totalCentavos: order.totalCentavos,
  cancelled: order.status === 'CANCELLED',
  paymentStatus: order.paymentStatus,
  dueDay: order.dueDay,
  paidOn: order.paidAt && manilaDay(order.paidAt),
  completedOn: order.completedAt && manilaDay(order.completedAt),
  amountCollectedCentavos: order.amountCollectedCentavos,
});

/**
 * Monthly statements of trade accounts and what they owe overdue: the orders are read here and
 * the figures worked out by @waters/domain, so the page, the PDF, the CSV and the mail agree.
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly reads: Reads,
    private readonly clock: Clock,
    private readonly pricing: TradePricing,
  ) {}

  /** The Manila day now. */
  today(): string {
    return manilaDay(this.clock.now());
  }

  /**
   * A customer's statement for a month (one not begun yet is refused); null when they have no
   * approved trade account. The month still running is a statement to date.
   */
  async of(customerId: string, month: string): Promise<AccountStatement | null> {
    const today = this.today();
    if (!isStatementMonth(month)) throw badInput(`${STATEMENT_MONTH_MESSAGE}.`, { month: STATEMENT_MONTH_MESSAGE });
    if (month > monthOfDay(today))
      throw badInput('That month has not begun: there is no statement for it yet.', { month: 'A month to come' });
    return this.statementOf(this.reads.repository(Order).manager, customerId, month, today);
  }

  /** The statement of an account in `manager`'s view (the mailing job reads it in its own transaction). */
  async statementOf(
    manager: EntityManager,
    customerId: string,
    month: string,
    today: string,
  ): Promise<AccountStatement | null> {
    const account = await this.accountOf(manager, customerId);
    if (!account) return null;
    const until = manilaDayStart(`${nextMonth(month)}-01`)!;
    const orders = await manager.find(Order, {
      select: ORDER_FACTS,
      where: { customerId, orderDate: LessThan(until) },
      order: { orderDate: 'ASC', id: 'ASC' },
    });
    return { account, statement: statementOf(orders.map(factsOf), month, today) };
  }

  /** The customer's approved trade account (as trade pricing reads it), their name and e-mail address; null: none. */
  private async accountOf(manager: EntityManager, customerId: string): Promise<StatementAccount | null> {
    const buyer = await this.pricing.buyerOf(manager, customerId);
    if (!buyer) return null;
    const customer = await manager.findOneOrFail(User, {
      select: { id: true, fullName: true, emailAddress: true },
      where: { id: customerId },
    });
    const { businessName, groupName, termsDays } = buyer;
    return {
      customerId,
      customerName: customer.fullName,
      emailAddress: customer.emailAddress,
      businessName,
      groupName,
      termsDays,
    };
  }

  /**
   * Every account with orders overdue today (not cancelled, not paid, due before today), oldest due
   * first: the few unpaid orders past their due day, on idx_orders_unpaid_due.
   */
  async overdueBalances(): Promise<OverdueTradeBalance[]> {
    const today = this.today();
    const manager = this.reads.repository(Order).manager;
    const orders = await manager.find(Order, {
      select: ORDER_FACTS,
      where: {
        dueDay: LessThan(today),
        status: Not('CANCELLED'),
        paymentStatus: In([...UNPAID_PAYMENT_STATUSES]),
      },
    });
    const byCustomer = new Map<string, StatementOrderFacts[]>();
    for (const order of orders) {
      const held = byCustomer.get(order.customerId) ?? byCustomer.set(order.customerId, []).get(order.customerId)!;
      held.push(factsOf(order));
    }
    if (byCustomer.size === 0) return [];
    const accounts = await manager.find(TradeAccount, {
      select: { customerId: true, businessName: true },
      where: { customerId: In([...byCustomer.keys()]) },
    });
    const names = new Map(accounts.map((account) => [account.customerId, account.businessName]));
    return [...byCustomer]
      .flatMap(([customerId, facts]) => {
        const overdue = overdueBalance(facts, today);
        return overdue
          ? [
              {
                customerId,
                businessName: names.get(customerId) ?? '',
                overdueCentavos: overdue.owedCentavos,
                oldestDueDay: overdue.oldestDueDay,
              },
            ]
          : [];
      })
      .sort(
        (a, b) =>
          a.oldestDueDay.localeCompare(b.oldestDueDay) ||
          b.overdueCentavos - a.overdueCentavos ||
          a.customerId.localeCompare(b.customerId),
      );
  }
}
