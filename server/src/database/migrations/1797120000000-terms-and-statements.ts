import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * Trade terms and monthly statements: the day an order on terms is to be paid by (its delivery day
 * plus the group's days), and the statements mailed on the 1st, one row per account and month,
 * claimed before the mail is written so that several instances mail each statement once.
 */
export class TermsAndStatements1797120000000 implements MigrationInterface {
  name = 'TermsAndStatements1797120000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumn('orders', new TableColumn(c.varchar('due_day', 10, { isNullable: true })));
    await runner.createIndex('orders', new TableIndex({ name: 'idx_orders_due_day', columnNames: ['due_day'] }));
    await runner.createTable(
      new Table({
        name: 'statement_mailings',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          c.varchar('customer_id', 36, { isPrimary: true }),
          c.varchar('month', 7, { isPrimary: true }),
          c.boolean('mailed', true),
          c.timestamp('claimed_at'),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('statement_mailings');
    await runner.dropIndex('orders', 'idx_orders_due_day');
    await runner.dropColumn('orders', 'due_day');
  }
}
