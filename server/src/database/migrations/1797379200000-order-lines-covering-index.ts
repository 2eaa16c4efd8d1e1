import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The lines of a batch of orders, as the whole-list exports read them (order, product name,
 * quantity), from the index alone: at a million orders the export's line reads were most of the
 * database's work, each line a look-up in the index and another in the table. It leads with
 * order_id, so it serves every look-up (and the foreign key) the index it replaces served.
 */
export class OrderLinesCoveringIndex1797379200000 implements MigrationInterface {
  name = 'OrderLinesCoveringIndex1797379200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createIndex(
      'order_lines',
      new TableIndex({
        name: 'idx_order_lines_order_items',
        columnNames: ['order_id', 'id', 'product_name', 'quantity'],
      }),
    );
    await runner.dropIndex('order_lines', 'idx_order_lines_order');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.createIndex(
      'order_lines',
      new TableIndex({ name: 'idx_order_lines_order', columnNames: ['order_id'] }),
    );
    await runner.dropIndex('order_lines', 'idx_order_lines_order_items');
  }
}
