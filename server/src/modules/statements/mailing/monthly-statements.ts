import { Injectable } from '@nestjs/common';
import { hasStatementActivity, manilaDateTime, monthOfDay, previousMonth } from '@waters/domain';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { isDuplicateKey } from '../../../platform/errors/database-errors.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import { SYSTEM } from '../../../platform/identity/actor.js';
import { Clock } from '../../../platform/time/clock.js';
import { TradeAccount } from '../../trade/trade-account.entity.js';
import { StatementMailing } from '../statement-mailing.entity.js';
import { StatementsService } from '../statements.service.js';

/** Statements go out from this hour of the 1st, Manila time: a morning mail. */
const MORNING_HOUR = 6;
/** An instance that was down on the 1st still mails the month just ended until this day of the month. */
const LAST_DAY_TO_MAIL = 7;

/**
 * The statements mailed on the 1st: each approved trade account with any activity or balance in
 * the month just ended gets that month's statement once, its PDF and CSV attached when the mail
 * is sent. Every instance looks; each account and month is claimed by inserting its
 * statement_mailings row in the transaction that writes the mail, so of several instances (and
 * across restarts) one mails it. An account with nothing to say gets a row and no mail.
 */
@Injectable()
export class MonthlyStatements {
  constructor(
    private readonly statements: StatementsService,
    private readonly clock: Clock,
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
  ) {}

  /** One look; returns how many statements it mailed (0 outside the first week's mornings, or once all are done). */
  async mailDue(): Promise<number> {
    const [today, time] = manilaDateTime(this.clock.now()).split(' ');
    if (Number(today.slice(8, 10)) > LAST_DAY_TO_MAIL || Number(time.slice(0, 2)) < MORNING_HOUR) return 0;
    const month = previousMonth(monthOfDay(today));
    let mailed = 0;
    for (const customerId of await this.waiting(month)) if (await this.claim(customerId, month, today)) mailed += 1;
    return mailed;
  }

  /** The approved trade accounts whose statement for `month` nobody has dealt with yet. */
  private async waiting(month: string): Promise<string[]> {
    const accounts = await this.reads
      .repository(TradeAccount)
      .createQueryBuilder('account')
      .leftJoin(StatementMailing, 'mailing', 'mailing.customerId = account.customerId AND mailing.month = :month', {
        month,
      })
      .select('account.customerId', 'customerId')
      .where("account.status = 'APPROVED'")
      .andWhere('mailing.customerId IS NULL')
      .orderBy('account.customerId')
      .getRawMany<{ customerId: string }>();
    return accounts.map((account) => account.customerId);
  }

  /** Claims one account's month and writes its mail; false when there was nothing to say or another instance had it. */
  private async claim(customerId: string, month: string, today: string): Promise<boolean> {
    try {
      return await this.transactions.run(async (manager) => {
        // The claim comes first: it takes the write lock (SQLite) or the row (MySQL) before anything is read.
        await manager.insert(StatementMailing, { customerId, month, mailed: true, claimedAt: this.clock.now() });
        const view = await this.statements.statementOf(manager, customerId, month, today);
        if (!view || !hasStatementActivity(view.statement)) {
          await manager.update(StatementMailing, { customerId, month }, { mailed: false });
          return false;
        }
        const { account, statement } = view;
        await this.events.record(manager, {
          by: SYSTEM,
          type: 'MonthlyStatementReady',
          statement: {
            customerId,
            customerName: account.customerName,
            emailAddress: account.emailAddress,
            businessName: account.businessName,
            month,
            closingCentavos: statement.closingCentavos,
            overdueCentavos: statement.overdueCentavos,
          },
        });
        return true;
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
