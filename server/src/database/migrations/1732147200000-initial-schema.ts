import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

export class InitialSchema1732147200000 implements MigrationInterface {
  name = 'InitialSchema1732147200000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};

    await runner.createTable(
      new Table({
        name: 'users',
        ...engine,
        columns: [
          c.varchar('id', 36, { isPrimary: true }),
          c.varchar('role', 16),
          c.varchar('user_name', 32),
          c.varchar('user_name_key', 32),
          c.varchar('full_name', 100),
          c.varchar('address', 300),
          c.varchar('mobile_number', 32),
          c.varchar('email_address', 254),
          c.varchar('password_hash', 255),
          c.integer('token_version', { default: 0 }),
          c.timestamp('created_at'),
          c.timestamp('updated_at'),
        ],
        indices: [new TableIndex({ name: 'uq_users_user_name_key', columnNames: ['user_name_key'], isUnique: true })],
      }),
    );

    await runner.createTable(
      new Table({
        name: 'products',
        ...engine,
        columns: [
          c.varchar('product_id', 32, { isPrimary: true }),
          c.varchar('name', 120),
          c.integer('price_centavos'),
          c.varchar('type', 16),
          c.varchar('status', 16, { default: "'Available'" }),
          c.varchar('image_url', 500),
          c.boolean('archived', false),
          c.timestamp('created_at'),
          c.timestamp('updated_at'),
        ],
        indices: [new TableIndex({ name: 'idx_products_listing', columnNames: ['archived', 'status'] })],
      }),
    );

    await runner.createTable(
      new Table({
        name: 'orders',
        ...engine,
        columns: [
          c.id(),
          c.varchar('customer_id', 36),
          c.varchar('full_name', 100),
          c.varchar('address', 300),
          c.varchar('mobile_number', 32),
          c.varchar('email_address', 254),
          c.bigint('total_centavos'),
          c.varchar('status', 16),
          c.timestamp('order_date'),
          c.varchar('authorized_by_id', 36, { isNullable: true }),
          c.timestamp('authorization_date', true),
          c.varchar('remarks', 500, { isNullable: true }),
        ],
        indices: [
          new TableIndex({ name: 'idx_orders_status_date', columnNames: ['status', 'order_date'] }),
          new TableIndex({ name: 'idx_orders_customer_status', columnNames: ['customer_id', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_orders_customer',
            columnNames: ['customer_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'fk_orders_authorized_by',
            columnNames: ['authorized_by_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await runner.createTable(
      new Table({
        name: 'order_lines',
        ...engine,
        columns: [
          c.id(),
          c.integer('order_id'),
          c.varchar('product_id', 32),
          c.varchar('product_name', 120),
          c.integer('unit_price_centavos'),
          c.integer('quantity'),
          c.bigint('line_total_centavos'),
        ],
        indices: [new TableIndex({ name: 'idx_order_lines_order', columnNames: ['order_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_order_lines_order',
            columnNames: ['order_id'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'fk_order_lines_product',
            columnNames: ['product_id'],
            referencedTableName: 'products',
            referencedColumnNames: ['product_id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await runner.createTable(
      new Table({
        name: 'audit_events',
        ...engine,
        columns: [
          c.id(),
          c.varchar('actor_id', 36),
          c.varchar('action', 32),
          c.varchar('target_type', 16),
          c.varchar('target_id', 64),
          c.text('before_state'),
          c.text('after_state'),
          c.timestamp('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'idx_audit_events_time', columnNames: ['created_at'] }),
          new TableIndex({ name: 'idx_audit_events_target', columnNames: ['target_type', 'target_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_audit_events_actor',
            columnNames: ['actor_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['audit_events', 'order_lines', 'orders', 'products', 'users']) {
      await runner.dropTable(table, true);
    }
  }
}
