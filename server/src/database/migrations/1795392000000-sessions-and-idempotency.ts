import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** Server-side sessions (logout, password change ends the others) and placeOrder idempotency keys. */
export class SessionsAndIdempotency1795392000000 implements MigrationInterface {
  name = 'SessionsAndIdempotency1795392000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};

    await runner.createTable(
      new Table({
        name: 'sessions',
        ...engine,
        columns: [
          c.varchar('id', 36, { isPrimary: true }),
          c.varchar('user_id', 36),
          c.timestamp('created_at'),
          c.timestamp('expires_at'),
          c.timestamp('revoked_at', true),
        ],
        indices: [new TableIndex({ name: 'idx_sessions_user', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_sessions_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await runner.createTable(
      new Table({
        name: 'idempotency_keys',
        ...engine,
        columns: [
          c.varchar('customer_id', 36, { isPrimary: true }),
          c.varchar('idempotency_key', 128, { isPrimary: true }),
          c.varchar('request_hash', 64),
          c.integer('order_id', { isNullable: true }),
          c.timestamp('created_at'),
        ],
        indices: [new TableIndex({ name: 'idx_idempotency_keys_created', columnNames: ['created_at'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_idempotency_keys_customer',
            columnNames: ['customer_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'fk_idempotency_keys_order',
            columnNames: ['order_id'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('idempotency_keys', true);
    await runner.dropTable('sessions', true);
  }
}
