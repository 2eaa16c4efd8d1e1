import { ADDRESS_LINE_MAX, ADDRESS_MAX } from '@waters/domain';
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { placeProfileAddresses } from '../profile-places.js';
import { columns } from '../../../database/migrations/column-types.js';

/**
 * The profile address becomes a row of the address book (one per account, `is_profile`), placed
 * by the PSGC where the line it was written as names a certain city and asked to be confirmed
 * otherwise; `users.address` keeps the line as it was. The book's address column widens to the
 * account's, so that a line not yet placed fits whole.
 */
export class ProfileAddresses1796688000000 implements MigrationInterface {
  name = 'ProfileAddresses1796688000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.changeColumn('customer_addresses', 'address', new TableColumn(c.varchar('address', ADDRESS_MAX)));
    await runner.addColumn(
      'customer_addresses',
      new TableColumn({ name: 'is_profile', type: 'boolean', isNullable: true }),
    );
    await runner.createIndex(
      'customer_addresses',
      new TableIndex({
        name: 'uq_customer_addresses_profile',
        columnNames: ['customer_id', 'is_profile'],
        isUnique: true,
      }),
    );
    await placeProfileAddresses(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.query('DELETE FROM customer_addresses WHERE is_profile = 1');
    await runner.dropIndex('customer_addresses', 'uq_customer_addresses_profile');
    await runner.dropColumn('customer_addresses', 'is_profile');
    await runner.changeColumn('customer_addresses', 'address', new TableColumn(c.varchar('address', ADDRESS_LINE_MAX)));
  }
}
