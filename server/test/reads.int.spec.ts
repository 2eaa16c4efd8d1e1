import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

eachDatabase('reads outside a transaction', (driver) => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(() => t?.close());

  it('neither wait for another request’s open transaction nor see what it has not committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const writer = t.app.get(TransactionRunner).run(async (manager) => {
      await manager.query("UPDATE products SET name = 'not committed yet' WHERE product_id = 'DRD-001'");
      entered();
      await held;
      throw new Error('rolled back');
    });
    await inside;
    const listed = await t.rest('GET', '/api/Product/available', { token: customer });
    expect(listed.status).toBe(200);
    expect(listed.json.find((p: { productId: string }) => p.productId === 'DRD-001').productName).toBe(
      'Dried Danggit (Rabbitfish) 250 g',
    );
    release();
    await expect(writer).rejects.toThrow('rolled back');
  });
});
