import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * Trade customers: applications and the accounts approved into a price group; each group's price
 * list (a unit price per product from a quantity on, between two days); how each product is sold
 * to trade (a minimum and a multiple). The two groups every producer starts with are created here.
 */
export class TradeAccounts1796947200000 implements MigrationInterface {
  name = 'TradeAccounts1796947200000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};
    await runner.addColumns('products', [
      new TableColumn(c.integer('trade_min_quantity', { isNullable: true })),
      new TableColumn(c.integer('trade_multiple', { isNullable: true })),
    ]);
    await runner.createTable(
      new Table({
        name: 'price_groups',
        ...engine,
        columns: [
          c.id(),
          c.varchar('name', 60),
          c.integer('min_order_centavos', { default: 0 }),
          c.integer('terms_days', { isNullable: true }),
          c.timestamp('created_at'),
          c.timestamp('updated_at'),
        ],
        indices: [new TableIndex({ name: 'uq_price_groups_name', columnNames: ['name'], isUnique: true })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'trade_accounts',
        ...engine,
        columns: [
          c.varchar('customer_id', 36, { isPrimary: true }),
          c.varchar('business_name', 120),
          c.varchar('business_type', 16),
          c.varchar('tin', 20, { isNullable: true }),
          c.integer('address_id'),
          c.varchar('status', 16),
          c.integer('price_group_id', { isNullable: true }),
          c.varchar('decline_reason', 500, { isNullable: true }),
          c.varchar('decided_by', 36, { isNullable: true }),
          c.timestamp('applied_at'),
          c.timestamp('decided_at', true),
        ],
        indices: [
          new TableIndex({ name: 'idx_trade_accounts_status', columnNames: ['status', 'applied_at'] }),
          new TableIndex({ name: 'idx_trade_accounts_group', columnNames: ['price_group_id'] }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'trade_prices',
        ...engine,
        columns: [
          c.id(),
          c.integer('price_group_id'),
          c.varchar('product_id', 32),
          c.integer('min_quantity', { default: 1 }),
          c.integer('unit_price_centavos'),
          c.varchar('valid_from', 10, { isNullable: true }),
          c.varchar('valid_to', 10, { isNullable: true }),
        ],
        indices: [new TableIndex({ name: 'idx_trade_prices_group', columnNames: ['price_group_id', 'product_id'] })],
      }),
    );
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    for (const name of ['Restaurant', 'Reseller'])
      await runner.query(
        'INSERT INTO price_groups (name, min_order_centavos, terms_days, created_at, updated_at) VALUES (?, 0, NULL, ?, ?)',
        [name, now, now],
      );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('trade_prices');
    await runner.dropTable('trade_accounts');
    await runner.dropTable('price_groups');
    await runner.dropColumn('products', 'trade_multiple');
    await runner.dropColumn('products', 'trade_min_quantity');
  }
}
