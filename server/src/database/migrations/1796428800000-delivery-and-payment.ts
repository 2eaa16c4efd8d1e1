import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * From order to doorstep: delivery zones and the product types that must not travel over a Sunday,
 * customers' address books, and on each order its delivery (or pickup), payment and fulfilment.
 * Orders placed before this keep working as pickups paid in cash, not yet fulfilled.
 */
export class DeliveryAndPayment1796428800000 implements MigrationInterface {
  name = 'DeliveryAndPayment1796428800000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};
    await runner.createTable(
      new Table({
        name: 'delivery_zones',
        ...engine,
        columns: [
          c.id(),
          c.varchar('name', 64),
          c.bigint('fee_centavos'),
          c.integer('lead_days'),
          c.varchar('weekdays', 13),
          c.varchar('cutoff', 5),
          c.boolean('active', true),
          c.timestamp('created_at'),
          c.timestamp('updated_at'),
        ],
        indices: [new TableIndex({ name: 'idx_delivery_zones_name', columnNames: ['name'], isUnique: true })],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'delivery_zone_areas',
        ...engine,
        columns: [
          c.id(),
          c.integer('zone_id'),
          c.varchar('province', 64),
          c.varchar('city', 64, { default: "''" }),
          c.varchar('place_key', 130),
        ],
        // One zone per place: "cavite|" is the whole province, "cavite|bacoor" one city of it.
        indices: [
          new TableIndex({ name: 'idx_delivery_zone_areas_place', columnNames: ['place_key'], isUnique: true }),
          new TableIndex({ name: 'idx_delivery_zone_areas_zone', columnNames: ['zone_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_delivery_zone_areas_zone',
            columnNames: ['zone_id'],
            referencedTableName: 'delivery_zones',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'product_type_rules',
        ...engine,
        columns: [{ ...c.varchar('product_type', 16), isPrimary: true }, c.boolean('perishable', true)],
      }),
    );
    // Dried fish keeps; marinated and smoked fish must reach the customer without a Sunday on the road.
    await runner.query(
      `INSERT INTO product_type_rules (product_type, perishable) VALUES ('DRIED', 0), ('MARINATED', 1), ('SMOKED', 1)`,
    );
    await runner.createTable(
      new Table({
        name: 'customer_addresses',
        ...engine,
        columns: [
          c.id(),
          c.varchar('customer_id', 36),
          c.varchar('label', 40),
          c.varchar('address', 160),
          c.varchar('city', 64),
          c.varchar('province', 64),
          c.boolean('is_default', false),
          c.timestamp('created_at'),
        ],
        indices: [new TableIndex({ name: 'idx_customer_addresses_customer', columnNames: ['customer_id', 'id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_customer_addresses_customer',
            columnNames: ['customer_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await runner.addColumns('orders', [
      new TableColumn(c.varchar('delivery_method', 8, { default: "'PICKUP'" })),
      new TableColumn(c.integer('delivery_zone_id', { isNullable: true })),
      new TableColumn(c.varchar('delivery_zone_name', 64, { isNullable: true })),
      new TableColumn({ ...c.bigint('delivery_fee_centavos'), default: 0 }),
      new TableColumn(c.varchar('delivery_date', 10, { isNullable: true })),
      new TableColumn(c.varchar('order_note', 500, { isNullable: true })),
      new TableColumn(c.varchar('payment_method', 16, { default: "'CASH'" })),
      new TableColumn(c.varchar('payment_status', 16, { default: "'UNPAID'" })),
      new TableColumn(c.varchar('payment_reference', 64, { isNullable: true })),
      new TableColumn(c.varchar('payment_proof', 80, { isNullable: true })),
      new TableColumn(c.timestamp('paid_at', true)),
      new TableColumn(c.varchar('fulfilment_status', 24, { isNullable: true })),
      new TableColumn(c.timestamp('packed_at', true)),
      new TableColumn(c.timestamp('dispatched_at', true)),
      new TableColumn(c.timestamp('completed_at', true)),
    ]);
    // The delivery manifest reads one date (and zone); the fulfilment lists read by step and date.
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_delivery_date', columnNames: ['delivery_date', 'delivery_zone_id'] }),
    );
    await runner.createIndex(
      'orders',
      new TableIndex({ name: 'idx_orders_fulfilment', columnNames: ['status', 'fulfilment_status', 'delivery_date'] }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('orders', 'idx_orders_fulfilment');
    await runner.dropIndex('orders', 'idx_orders_delivery_date');
    for (const name of [
      'completed_at',
      'dispatched_at',
      'packed_at',
      'fulfilment_status',
      'paid_at',
      'payment_proof',
      'payment_reference',
      'payment_status',
      'payment_method',
      'order_note',
      'delivery_date',
      'delivery_fee_centavos',
      'delivery_zone_name',
      'delivery_zone_id',
      'delivery_method',
    ])
      await runner.dropColumn('orders', name);
    await runner.dropTable('customer_addresses', true);
    await runner.dropTable('product_type_rules', true);
    await runner.dropTable('delivery_zone_areas', true);
    await runner.dropTable('delivery_zones', true);
  }
}
