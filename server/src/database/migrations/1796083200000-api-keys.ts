import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** API keys for integrators' scripts, and the key behind each audited change made with one. */
export class ApiKeys1796083200000 implements MigrationInterface {
  name = 'ApiKeys1796083200000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'api_keys',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          { ...c.varchar('id', 36), isPrimary: true },
          c.varchar('user_id', 36),
          c.varchar('name', 80),
          c.varchar('scopes', 200),
          c.varchar('prefix', 16),
          c.varchar('secret_hash', 64),
          c.timestamp('created_at'),
          c.timestamp('last_used_at', true),
          c.timestamp('expires_at', true),
          c.timestamp('revoked_at', true),
        ],
        indices: [
          new TableIndex({ name: 'idx_api_keys_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_api_keys_secret', columnNames: ['secret_hash'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_api_keys_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await runner.addColumn('audit_events', new TableColumn({ ...c.varchar('api_key_id', 36), isNullable: true }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('audit_events', 'api_key_id');
    await runner.dropTable('api_keys', true);
  }
}
