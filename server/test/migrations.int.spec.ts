import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { APP_SCHEMA } from '../src/app-schema.js';
import { resolveDataSourceOptions } from '../src/database/data-source-options.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';

const TABLES = [
  'audit_events',
  'contact_messages',
  'customer_addresses',
  'delivery_zone_areas',
  'delivery_zones',
  'idempotency_keys',
  'order_counts',
  'order_day_types',
  'order_days',
  'order_hour_types',
  'order_hours',
  'order_lines',
  'orders',
  'outbox_mail',
  'password_resets',
  'payment_accounts',
  'price_groups',
  'product_type_rules',
  'products',
  'replica_heartbeats',
  'sessions',
  'standing_order_lines',
  'standing_order_runs',
  'standing_order_skips',
  'standing_orders',
  'statement_mailings',
  'trade_accounts',
  'trade_prices',
  'users',
];

eachDatabase('migrations', (driver) => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    dataSource = new DataSource({ ...(await resolveDataSourceOptions(db.target, APP_SCHEMA)), migrationsRun: false });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const tables = async () => {
    const runner = dataSource.createQueryRunner();
    try {
      return (await runner.getTables(TABLES)).map((t) => t.name.split('.').pop()).sort();
    } finally {
      await runner.release();
    }
  };

  it('builds the schema from an empty database', async () => {
    expect(await tables()).toEqual([]);
    const applied = await dataSource.runMigrations();
    expect(applied.map((m) => m.name)).toEqual([
      'InitialSchema1732147200000',
      'OrderDecisionIndex1763683200000',
      'SessionsAndIdempotency1795392000000',
      'OrderDecisionDateIndex1795478400000',
      'OutboxMail1795564800000',
      'ContactMessages1795651200000',
      'PasswordResets1795737600000',
      'ProductStock1795824000000',
      'OrderFigures1795910400000',
      'OrderCustomerIndexes1795996800000',
      'ApiKeys1796083200000',
      'Webhooks1796169600000',
      'ProductDetails1796256000000',
      'ProductCertifications1796342400000',
      'DeliveryAndPayment1796428800000',
      'OrderLife1796515200000',
      'Places1796601600000',
      'ProfileAddresses1796688000000',
      'StorageByKind1796774400000',
      'Lots1796860800000',
      'TradeAccounts1796947200000',
      'StandingOrders1797033600000',
      'TermsAndStatements1797120000000',
      'MailInOrder1797206400000',
      'ReplicaHeartbeats1797292800000',
      'OrderLinesCoveringIndex1797379200000',
      'DashboardIndexes1797465600000',
      'OrderHours1797552000000',
    ]);
    expect(await tables()).toEqual(TABLES);
  });

  it('leaves nothing for schema sync to change: the migrations match the entities', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has nothing pending afterwards and reverts cleanly', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    for (let i = 0; i < APP_SCHEMA.migrations.length; i++) await dataSource.undoLastMigration();
    expect(await tables()).toEqual([]);
    await dataSource.runMigrations();
    expect(await tables()).toEqual(TABLES);
  });
});
