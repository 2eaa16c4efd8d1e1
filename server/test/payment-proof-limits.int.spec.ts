import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { Order } from '../src/modules/orders/order.entity.js';
import { BUSY_IMAGES, ImageWork } from '../src/modules/products/uploads/image-work.js';
import { RATE_LIMIT_MESSAGES } from '../src/platform/shared-state/rate-limits.js';
import { eachDatabase } from './support/each-database.js';
import { assertDocumentedAnswer } from './support/openapi-answers.js';
import { RELAXED_RATE_LIMITS, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const PER_HOUR = 3;

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

eachDatabase('payment proofs: the per-customer limit and the busy picture pool', (driver) => {
  let t: TestApp;
  let proofsDir: string;

  beforeAll(async () => {
    proofsDir = await mkdtemp(join(tmpdir(), 'waters-proofs-'));
    t = await startTestApp(driver, {
      paymentProofsDir: proofsDir,
      rateLimits: { ...RELAXED_RATE_LIMITS, paymentProofsPerCustomerPerHour: PER_HOUR },
      imageWork: { concurrency: 1, maxWaiting: 1 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(proofsDir, { recursive: true, force: true });
  });

  const place = async (token: string) => {
    const orderId = (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } }, token)).data!
      .placeOrder.orderId as number;
    await t.app.get(DataSource).getRepository(Order).update(orderId, { paymentMethod: 'GCASH' });
    return orderId;
  };
  /** PUT a proof, the answer checked against the OpenAPI document. */
  const send = async (orderId: number, token: string) => {
    const path = `/api/orders/${orderId}/payment-proof`;
    const response = await fetch(`${t.url}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: await picture(),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const json = contentType.startsWith('application/json') ? JSON.parse(text) : undefined;
    assertDocumentedAnswer('PUT', path, {
      status: response.status,
      contentType,
      text,
      json,
      headers: response.headers,
    });
    return { status: response.status, json, retryAfter: Number(response.headers.get('retry-after')) };
  };

  it(`takes ${PER_HOUR} proofs per customer and hour, over all their orders, then answers 429 with Retry-After; other customers are not held up`, async () => {
    const buyer = await t.newCustomer(`proof-limit-${driver}`);
    const first = await place(buyer.token);
    const second = await place(buyer.token);
    for (const orderId of [first, first, second]) expect((await send(orderId, buyer.token)).status).toBe(200);
    const refused = await send(second, buyer.token);
    expect(refused).toMatchObject({
      status: 429,
      json: { code: 'TOO_MANY_REQUESTS', message: RATE_LIMIT_MESSAGES.paymentProofs },
    });
    expect(refused.retryAfter).toBeGreaterThan(60 * 50);

    const neighbour = await t.newCustomer(`proof-neighbour-${driver}`);
    expect((await send(await place(neighbour.token), neighbour.token)).status).toBe(200);
  });

  it('answers 429 with Retry-After (never 500) while the picture pool and its queue are full, and takes the proof again once it drains', async () => {
    const buyer = await t.newCustomer(`proof-busy-${driver}`);
    const orderId = await place(buyer.token);
    const images = t.app.get(ImageWork);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Other uploads' pictures, still being decoded: one running, one waiting.
    const others = [images.queued(() => held), images.queued(() => held)];

    const busy = await send(orderId, buyer.token);
    expect(busy).toMatchObject({ status: 429, json: { code: 'TOO_MANY_REQUESTS', message: BUSY_IMAGES } });
    expect(busy.retryAfter).toBeGreaterThanOrEqual(1);

    release();
    await Promise.all(others);
    expect((await send(orderId, buyer.token)).status).toBe(200);
  });
});
