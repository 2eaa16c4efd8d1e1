import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
// eslint-disable-next-line import-x/no-restricted-paths -- fills in data with module code until frozen (listed in test/module-graph.spec.ts)
import { rebuildOrderFigures } from '../../modules/orders/figures/rebuild-order-figures.js';
import { columns, isMysql } from './column-types.js';

/**
 * Figures kept per status, customer and Manila day (order_counts, order_days, order_day_types), so
 * that the dashboard and the lists' totals read a few rows however long the shop's history; and the
 * product type recorded on each order line, as its name and price are, so that revenue by type
 * stays what it was when the order was placed. Both are filled from the existing orders.
 */
export class OrderFigures1795910400000 implements MigrationInterface {
  name = 'OrderFigures1795910400000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const mysql = isMysql(runner);
    const engine = mysql ? { engine: 'InnoDB' } : {};

    await runner.addColumn('order_lines', new TableColumn(c.varchar('product_type', 16, { default: "''" })));
    await runner.query(
      mysql
        ? 'UPDATE order_lines l JOIN products p ON p.product_id = l.product_id SET l.product_type = p.type'
        : 'UPDATE order_lines SET product_type = (SELECT p.type FROM products p WHERE p.product_id = order_lines.product_id)',
    );

    await runner.createTable(
      new Table({
        name: 'order_counts',
        ...engine,
        columns: [c.varchar('scope', 36, { isPrimary: true }), c.varchar('status', 16, { isPrimary: true }), c.integer('slot', { isPrimary: true }), c.integer('order_count')],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_days',
        ...engine,
        columns: [
          c.varchar('manila_day', 10, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('placed'),
          c.integer('approved'),
          c.bigint('approved_centavos'),
          c.integer('cancelled'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_day_types',
        ...engine,
        columns: [
          c.varchar('manila_day', 10, { isPrimary: true }),
          c.varchar('product_type', 16, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('quantity'),
          c.bigint('centavos'),
        ],
      }),
    );
    await rebuildOrderFigures(runner.manager);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('order_day_types', true);
    await runner.dropTable('order_days', true);
    await runner.dropTable('order_counts', true);
    await runner.dropColumn('order_lines', 'product_type');
  }
}
