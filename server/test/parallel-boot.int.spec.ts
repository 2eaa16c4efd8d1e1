import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTogether, type TestApp } from './support/test-app.js';

const INSTANCES = 3;

eachDatabase('instances started together on an empty database', (driver) => {
  let apps: TestApp[] = [];

  beforeAll(async () => {
    apps = await startTogether(driver, INSTANCES);
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await apps[0]?.close();
  });

  it('all come up ready', async () => {
    for (const app of apps) expect((await fetch(`${app.url}/health/ready`)).status).toBe(200);
  });

  it('migrated once and seeded the catalogue and the demo accounts once', async () => {
    const db = apps[0].app.get(DataSource);
    expect(await db.query('SELECT COUNT(*) AS n FROM products')).toEqual([{ n: expect.anything() }]);
    const [{ n: products }] = await db.query('SELECT COUNT(*) AS n FROM products');
    const [{ n: accounts }] = await db.query('SELECT COUNT(*) AS n FROM users');
    expect(Number(products)).toBe(23);
    expect(Number(accounts)).toBe(2);
    const migrations = await db.query('SELECT name FROM migrations');
    expect(new Set(migrations.map((m: { name: string }) => m.name)).size).toBe(migrations.length);
  });

  it('serve the same data from every instance', async () => {
    for (const app of apps) {
      const token = await app.login('customer', DEMO.customer.userName, DEMO.customer.password);
      expect(((await app.rest('GET', '/api/Product/available', { token })).json as unknown[]).length).toBe(23);
    }
  });
});
