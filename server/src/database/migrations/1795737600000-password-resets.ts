import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/** Password-reset links (their token hashes). */
export class PasswordResets1795737600000 implements MigrationInterface {
  name = 'PasswordResets1795737600000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.createTable(
      new Table({
        name: 'password_resets',
        ...(isMysql(runner) ? { engine: 'InnoDB' } : {}),
        columns: [
          c.varchar('token_hash', 64, { isPrimary: true }),
          c.varchar('user_id', 36),
          c.timestamp('created_at'),
          c.timestamp('expires_at'),
          c.timestamp('used_at', true),
        ],
        indices: [new TableIndex({ name: 'idx_password_resets_user', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_password_resets_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('password_resets', true);
  }
}
