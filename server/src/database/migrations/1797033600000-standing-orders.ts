import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * Standing orders: a trade buyer's cart placed again on chosen weekdays, its lines, the days the
 * buyer skipped, and one run per occurrence placed (or failed), keyed by the occurrence so that
 * of several instances one writes it.
 */
export class StandingOrders1797033600000 implements MigrationInterface {
  name = 'StandingOrders1797033600000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const table = (name: string, tableColumns: TableColumnOptions[], indices: TableIndex[] = []) =>
      runner.createTable(
        new Table({ name, columns: tableColumns, indices, ...(isMysql(runner) ? { engine: 'InnoDB' } : {}) }),
      );
    const ofOrder = c.integer('standing_order_id', { isPrimary: true });
    await table(
      'standing_orders',
      [
        c.id(),
        c.varchar('customer_id', 36),
        c.varchar('name', 60),
        c.varchar('weekdays', 13),
        c.varchar('delivery_method', 16),
        c.integer('address_id', { isNullable: true }),
        c.varchar('payment_method', 16),
        c.varchar('starts_on', 10),
        c.varchar('ends_on', 10, { isNullable: true }),
        c.varchar('status', 16),
        c.timestamp('created_at'),
        c.timestamp('updated_at'),
      ],
      [
        new TableIndex({ name: 'idx_standing_orders_customer', columnNames: ['customer_id'] }),
        new TableIndex({ name: 'idx_standing_orders_status', columnNames: ['status', 'starts_on'] }),
      ],
    );
    await table('standing_order_lines', [
      ofOrder,
      c.varchar('product_id', 32, { isPrimary: true }),
      c.integer('quantity'),
    ]);
    await table('standing_order_skips', [ofOrder, c.varchar('day', 10, { isPrimary: true })]);
    await table('standing_order_runs', [
      ofOrder,
      c.varchar('occurrence', 10, { isPrimary: true }),
      c.integer('order_id', { isNullable: true }),
      c.varchar('outcome', 16),
      c.text('note'),
      c.timestamp('placed_at'),
    ]);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const name of ['standing_order_runs', 'standing_order_skips', 'standing_order_lines', 'standing_orders'])
      await runner.dropTable(name);
  }
}
