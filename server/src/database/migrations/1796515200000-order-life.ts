import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * One order life told truthfully: cash counted at the door (and why it was short), the refund an
 * employee sends back, an index for the money still owed either way, and the shop's accounts
 * that transfers are sent to; mail an undo can take back. Orders marked REFUNDED before this had no refund sent or recorded:
 * they are owed a refund (REFUND_DUE) until an employee records it.
 */
export class OrderLife1796515200000 implements MigrationInterface {
  name = 'OrderLife1796515200000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumns('orders', [
      new TableColumn({ ...c.bigint('amount_collected_centavos'), isNullable: true }),
      new TableColumn(c.varchar('collection_note', 500, { isNullable: true })),
      new TableColumn(c.varchar('refund_method', 16, { isNullable: true })),
      new TableColumn(c.varchar('refund_reference', 64, { isNullable: true })),
      new TableColumn(c.varchar('refunded_on', 10, { isNullable: true })),
    ]);
    // Refunds due and balances to chase are a few orders among a million: read by range.
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_payment_status', columnNames: ['payment_status', 'order_date'] }),
    );
    await runner.query(`UPDATE orders SET payment_status = 'REFUND_DUE' WHERE payment_status = 'REFUNDED'`);
    // Mail an undo may take back before it is sent is found by its topic.
    await runner.addColumn('outbox_mail', new TableColumn(c.varchar('topic', 64, { isNullable: true })));
    await runner.createIndex('outbox_mail', new TableIndex({ name: 'idx_outbox_mail_topic', columnNames: ['topic'] }));
    await runner.createTable(
      new Table({
        name: 'payment_accounts',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          { ...c.varchar('method', 16), isPrimary: true },
          c.varchar('account_name', 100),
          c.varchar('account_number', 40),
          c.varchar('bank_name', 80, { isNullable: true }),
          c.varchar('branch', 80, { isNullable: true }),
          c.varchar('qr_image', 500, { isNullable: true }),
          c.timestamp('updated_at'),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('payment_accounts', true);
    await runner.dropIndex('outbox_mail', 'idx_outbox_mail_topic');
    await runner.dropColumn('outbox_mail', 'topic');
    await runner.query(`UPDATE orders SET payment_status = 'REFUNDED' WHERE payment_status = 'REFUND_DUE'`);
    await runner.query(`UPDATE orders SET payment_status = 'PAID' WHERE payment_status = 'BALANCE_DUE'`);
    await runner.dropIndex('orders', 'idx_orders_payment_status');
    for (const name of [
      'refunded_on',
      'refund_reference',
      'refund_method',
      'collection_note',
      'amount_collected_centavos',
    ])
      await runner.dropColumn('orders', name);
  }
}
