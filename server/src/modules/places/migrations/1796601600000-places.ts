import { placeKey } from '@waters/domain';
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { codePlaces } from '../code-places.js';
import { columns } from '../../../database/migrations/column-types.js';

/**
 * Places by the Philippine Standard Geographic Code: addresses and zone areas gain the codes of
 * their province and city (and an address its barangay and a landmark), and zones find addresses
 * by code. The saved addresses and zone areas there are, written as text, get their codes where the
 * place is certain; the rest keep their text as it was, no code ("confirm your city"), and serve or
 * are served by no zone until chosen again from the list.
 */
export class Places1796601600000 implements MigrationInterface {
  name = 'Places1796601600000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    await runner.addColumns('customer_addresses', [
      new TableColumn(c.varchar('province_code', 10, { isNullable: true })),
      new TableColumn(c.varchar('city_code', 10, { isNullable: true })),
      new TableColumn(c.varchar('barangay_code', 10, { isNullable: true })),
      new TableColumn(c.varchar('landmark', 120, { isNullable: true })),
    ]);
    await runner.addColumns('delivery_zone_areas', [
      new TableColumn(c.varchar('province_code', 10, { isNullable: true })),
      new TableColumn(c.varchar('city_code', 10, { isNullable: true })),
    ]);
    await codePlaces(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    // Back to keys by name, as before codes.
    const areas: { id: number; province: string; city: string }[] = await runner.query(
      'SELECT id, province, city FROM delivery_zone_areas',
    );
    for (const area of areas)
      await runner.query('UPDATE delivery_zone_areas SET place_key = ? WHERE id = ?', [
        `${placeKey(area.province)}|${placeKey(area.city)}`,
        area.id,
      ]);
    for (const name of ['city_code', 'province_code']) await runner.dropColumn('delivery_zone_areas', name);
    for (const name of ['landmark', 'barangay_code', 'city_code', 'province_code'])
      await runner.dropColumn('customer_addresses', name);
  }
}
