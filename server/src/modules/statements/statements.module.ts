import { Module } from '@nestjs/common';
import { TradeModule } from '../trade/trade.module.js';
import { MonthlyStatements } from './mailing/monthly-statements.js';
import { MonthlyStatementsTimer } from './mailing/monthly-statements-timer.js';
import { OverdueBalancesResolver } from './overdue-balances.resolver.js';
import { StatementFiles } from './statement-files.js';
import { StatementsController } from './statements.controller.js';
import { StatementsResolver } from './statements.resolver.js';
import { StatementsService } from './statements.service.js';

/**
 * Trade terms' monthly statements: each account's month from its orders (the figures are
 * @waters/domain's), as GraphQL, PDF and CSV; the admin dashboard's overdue balances; the mail on
 * the 1st with both files attached. It reads the orders and trade modules' tables; nothing imports it.
 */
@Module({
  imports: [TradeModule],
  controllers: [StatementsController],
  providers: [
    StatementsService,
    StatementFiles,
    StatementsResolver,
    OverdueBalancesResolver,
    MonthlyStatements,
    MonthlyStatementsTimer,
  ],
})
export class StatementsModule {}
