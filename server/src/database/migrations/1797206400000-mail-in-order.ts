import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './column-types.js';

/**
 * Mail about one order is sent in the order it was written: each message names its subject, the
 * order and its reader ("order:42:customer"), and the sender takes a message only when no earlier
 * one of its subject is waiting (a retry after a mail server's outage). Rows written before have
 * none and go as they come.
 */
export class MailInOrder1797206400000 implements MigrationInterface {
  name = 'MailInOrder1797206400000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumn('outbox_mail', new TableColumn(c.varchar('subject', 64, { isNullable: true })));
    await runner.createIndex(
      'outbox_mail',
      new TableIndex({ name: 'idx_outbox_mail_subject', columnNames: ['subject', 'status'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('outbox_mail', 'idx_outbox_mail_subject');
    await runner.dropColumn('outbox_mail', 'subject');
  }
}
