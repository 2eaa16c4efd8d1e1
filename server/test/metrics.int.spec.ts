import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';

eachDatabase('metrics', (driver) => {
  let open: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    [open, closed] = await Promise.all([startTestApp(driver, { metricsToken: TOKEN }), startTestApp(driver)]);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  it('do not exist without METRICS_TOKEN', async () => {
    expect((await fetch(`${closed.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it(`count requests by route pattern${driver === 'mariadb' ? ' and show the connection pool' : ''}`, async () => {
    await fetch(`${open.url}/api/Product/searchbyProductId?productId=DRD-001`);
    const text = await (await fetch(`${open.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/Product\/searchbyProductId",status="401"\} 1$/m,
    );
    expect(text).not.toContain('DRD-001');
    if (driver === 'mariadb') expect(text).toMatch(/^db_pool_connections\{state="open"\} [1-9]\d*$/m);
  });
});
