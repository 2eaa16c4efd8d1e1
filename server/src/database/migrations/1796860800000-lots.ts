import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** Each kind's lot prefix and shelf life in days, as they were when lots began (frozen here). */
const OPENING_RULES: Record<string, { prefix: string; days: number }> = {
  DRIED: { prefix: 'DRD', days: 180 },
  MARINATED: { prefix: 'MAR', days: 90 },
  SMOKED: { prefix: 'SMK', days: 7 },
};

const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const openingCode = (productId: string) => `OPEN-${productId.toUpperCase().replace(/[^A-Z0-9-]/g, '-')}`.slice(0, 40);

/**
 * Lots with best-before dates, the lots each order line was packed from (with who it went to, as
 * packed: the traceability record a recall reads), and recalls with the
 * notices they sent. Products gain a GTIN, their own shelf life, and the units approved but not
 * yet packed. The stock each tracked product had becomes one opening lot made today, holding its
 * free stock and what approved orders still have to pack.
 */
export class Lots1796860800000 implements MigrationInterface {
  name = 'Lots1796860800000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};
    await runner.addColumns('products', [
      new TableColumn(c.integer('reserved_quantity', { default: 0 })),
      new TableColumn(c.varchar('gtin', 14, { isNullable: true })),
      new TableColumn(c.integer('shelf_life_days', { isNullable: true })),
    ]);
    await runner.createTable(
      new Table({
        name: 'product_lots',
        ...engine,
        columns: [
          c.id(),
          c.varchar('product_id', 32),
          c.varchar('lot_code', 40),
          c.integer('quantity'),
          c.integer('quantity_left'),
          c.varchar('production_date', 10),
          c.varchar('best_before', 10),
          c.varchar('best_before_reason', 500, { isNullable: true }),
          c.varchar('status', 16, { default: "'RELEASED'" }),
          c.varchar('status_reason', 500, { isNullable: true }),
          c.integer('written_off', { default: 0 }),
          c.varchar('write_off_reason', 500, { isNullable: true }),
          c.varchar('watched_on', 10, { isNullable: true }),
          c.varchar('created_by', 36, { isNullable: true }),
          c.timestamp('created_at'),
          c.timestamp('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'uq_product_lots_code', columnNames: ['lot_code'], isUnique: true }),
          new TableIndex({ name: 'idx_product_lots_sellable', columnNames: ['product_id', 'status', 'best_before'] }),
          new TableIndex({ name: 'idx_product_lots_best_before', columnNames: ['best_before'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'lot_allocations',
        ...engine,
        // Keyed by lot first: on MariaDB a lot's rows are stored together, so a recall reads them in one range.
        columns: [
          c.integer('lot_id', { isPrimary: true }),
          c.integer('order_line_id', { isPrimary: true }),
          c.integer('order_id'),
          c.integer('quantity'),
          c.varchar('chosen_by', 36, { isNullable: true }),
          c.timestamp('chosen_at'),
          c.varchar('override_reason', 500, { isNullable: true }),
          c.varchar('customer_id', 36),
          c.varchar('full_name', 100),
          c.varchar('email_address', 254),
          c.varchar('mobile_number', 32),
          c.varchar('ship_to', 300),
          c.varchar('product_id', 32),
          c.varchar('product_name', 120),
          c.varchar('pack_size', 40, { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'idx_lot_allocations_order', columnNames: ['order_id'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'lot_recalls',
        ...engine,
        columns: [
          c.id(),
          c.boolean('mock', false),
          c.varchar('product_id', 32),
          { ...c.text('lot_codes'), isNullable: false },
          c.varchar('produced_from', 10, { isNullable: true }),
          c.varchar('produced_to', 10, { isNullable: true }),
          c.varchar('reason', 500),
          c.varchar('started_by', 36),
          c.timestamp('started_at'),
          c.integer('lookup_ms'),
          c.integer('orders_found'),
          c.integer('customers_found'),
          c.integer('units_found'),
          c.integer('notices_sent', { default: 0 }),
        ],
        indices: [new TableIndex({ name: 'idx_lot_recalls_started', columnNames: ['started_at'] })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'recall_notices',
        ...engine,
        columns: [
          c.id(),
          c.integer('recall_id'),
          c.integer('lot_id'),
          c.varchar('customer_id', 36),
          c.varchar('topic', 64),
          c.timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'uq_recall_notices_lot_customer',
            columnNames: ['lot_id', 'customer_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_recall_notices_recall', columnNames: ['recall_id'] }),
        ],
      }),
    );
    await this.openingLots(runner);
  }

  /** One lot per tracked product: its free stock plus the units approved orders have yet to pack. */
  private async openingLots(runner: QueryRunner): Promise<void> {
    const reserved = (await runner.query(
      `SELECT l.product_id AS productId, SUM(l.quantity) AS units FROM order_lines l
        JOIN orders o ON o.id = l.order_id
       WHERE o.status = 'APPROVED' AND o.fulfilment_status IS NULL
       GROUP BY l.product_id`,
    )) as { productId: string; units: number | string }[];
    const reservedOf = new Map(reserved.map((row) => [row.productId, Number(row.units)]));
    const tracked = (await runner.query(
      'SELECT product_id AS productId, type, stock_quantity AS stock FROM products WHERE stock_quantity IS NOT NULL',
    )) as { productId: string; type: string; stock: number | string }[];
    const today = manilaToday();
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    for (const { productId, type, stock } of tracked) {
      const held = reservedOf.get(productId) ?? 0;
      const units = Math.max(0, Number(stock)) + held;
      await runner.query('UPDATE products SET reserved_quantity = ? WHERE product_id = ?', [held, productId]);
      if (units === 0) continue;
      await runner.query(
        `INSERT INTO product_lots (product_id, lot_code, quantity, quantity_left, production_date, best_before,
           best_before_reason, status, written_off, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'RELEASED', 0, ?, ?)`,
        [
          productId,
          openingCode(productId),
          units,
          units,
          today,
          plusDays(today, (OPENING_RULES[type] ?? OPENING_RULES.DRIED).days),
          'Opening stock, counted when lots began',
          now,
          now,
        ],
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('recall_notices', true);
    await runner.dropTable('lot_recalls', true);
    await runner.dropTable('lot_allocations', true);
    await runner.dropTable('product_lots', true);
    for (const column of ['shelf_life_days', 'gtin', 'reserved_quantity']) await runner.dropColumn('products', column);
  }
}
