import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiKey } from '../src/modules/api-keys/api-key.entity.js';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { eachDatabase } from './support/each-database.js';
import { eventually } from './support/eventually.js';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
import { DEMO, RELAXED_RATE_LIMITS, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const CREATE =
  'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret key { id name scopes prefix lastUsedAt expiresAt } } }';
const PENDING = '{ myPendingOrdersConnection(first: 1) { totalCount } }';
const PER_KEY_PER_MINUTE = 6;

withRedis('API keys on two instances sharing one database and one Redis', () => {
  eachDatabase('API keys', (driver) => {
    const prefix = uniqueRedisPrefix();
    let a: TestApp;
    let b: TestApp;
    let customer: string;
    let employee: string;
    const limits = {
      rateLimits: { ...RELAXED_RATE_LIMITS, requestsPerApiKeyPerMinute: PER_KEY_PER_MINUTE },
      redisUrl: TEST_REDIS_URL,
      redisPrefix: prefix,
    };
    const create = async (on: TestApp, token: string, input: Record<string, unknown>) => {
      const made = await on.gql(CREATE, { i: input }, token);
      if (!made.data) throw new Error(`createApiKey failed: ${JSON.stringify(made.errors)}`);
      return made.data.createApiKey as {
        secret: string;
        key: { id: string; name: string; scopes: string[]; prefix: string };
      };
    };
    const codeOf = async (on: TestApp, secret: string, document = PENDING) =>
      (await on.gql(document, {}, secret)).errors?.[0]?.extensions?.code ?? 'ok';
    const keys = () => a.app.get(DataSource).getRepository(ApiKey);

    beforeAll(async () => {
      a = await startTestApp(driver, limits);
      b = await startSecondInstance(a, limits);
      customer = await a.login('customer', DEMO.customer.userName, DEMO.customer.password);
      employee = await a.login('employee', DEMO.employee.userName, DEMO.employee.password);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      const redis = new Redis(TEST_REDIS_URL);
      const found = await redis.keys(`${prefix}*`);
      if (found.length > 0) await redis.del(...found);
      redis.disconnect();
    });

    it('shows the secret once, keeps only its hash, and lists the key without it', async () => {
      const { secret, key } = await create(a, customer, {
        name: ' Weekly re-order ',
        scopes: ['orders:write', 'orders:read'],
      });
      expect(secret).toMatch(/^wtr_[0-9A-Za-z]{43}$/);
      expect(key).toMatchObject({
        name: 'Weekly re-order',
        scopes: ['orders:read', 'orders:write'],
        prefix: secret.slice(0, 12),
      });
      const row = await keys().findOneByOrFail({ id: key.id });
      expect(JSON.stringify(row)).not.toContain(secret.slice(12));
      const listed = await b.gql('{ apiKeys { id name prefix } }', {}, customer);
      expect(listed.data!.apiKeys).toContainEqual({ id: key.id, name: 'Weekly re-order', prefix: key.prefix });
      expect(JSON.stringify(listed)).not.toContain(secret);
    });

    it('works as a bearer token on GraphQL and /api, on either instance, and notes when it was last used', async () => {
      const { secret, key } = await create(a, customer, {
        name: 'Reader',
        scopes: ['orders:read', 'profile:read', 'catalogue:read'],
      });
      expect(await codeOf(b, secret)).toBe('ok');
      const me = (await b.gql('{ me { userName } }', {}, secret)).data!.me;
      expect(me).toEqual({ userName: DEMO.customer.userName });
      const rest = await a.rest('GET', '/api/Product/available', { token: secret });
      expect(rest.status).toBe(200);
      // Written after the answer (the request does not wait on bookkeeping).
      expect(await eventually(async () => (await keys().findOneByOrFail({ id: key.id })).lastUsedAt !== null)).toBe(
        true,
      );
    });

    it('a revoked key is refused on both instances as soon as the revocation answers', async () => {
      const { secret, key } = await create(a, customer, { name: 'To revoke', scopes: ['orders:read'] });
      expect([await codeOf(a, secret), await codeOf(b, secret)]).toEqual(['ok', 'ok']);
      const revoked = await b.gql(
        'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }',
        { id: key.id },
        customer,
      );
      expect(revoked.data!.revokeApiKey.revokedAt).toEqual(expect.any(String));
      expect([await codeOf(a, secret), await codeOf(b, secret)]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect((await a.gql(PENDING, {}, secret)).errors?.[0].message).toBe(
        'This API key is not valid: it may have been revoked or have expired.',
      );
      expect((await a.rest('GET', '/api/Product/available', { token: secret })).status).toBe(401);
      // Only its owner can revoke a key, once.
      const { key: other } = await create(a, customer, { name: 'Not yours', scopes: ['orders:read'] });
      expect(
        (await a.gql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: other.id }, employee)).errors?.[0]
          .extensions?.code,
      ).toBe('NOT_FOUND');
      expect(
        (await a.gql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, customer)).errors?.[0]
          .extensions?.code,
      ).toBe('NOT_FOUND');
    });

    it('an expired key is refused on both instances the moment its expiry passes', async () => {
      const { secret, key } = await create(a, customer, {
        name: 'Short-lived',
        scopes: ['orders:read'],
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(await codeOf(b, secret)).toBe('ok');
      await keys().update({ id: key.id }, { expiresAt: new Date(Date.now() - 1) });
      expect([await codeOf(a, secret), await codeOf(b, secret)]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
      const past = await a.gql(
        CREATE,
        { i: { name: 'Already over', scopes: ['orders:read'], expiresAt: '2020-01-01T00:00:00Z' } },
        customer,
      );
      expect(past.errors?.[0]).toMatchObject({
        message: 'Expiry must be in the future.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('a key holds only scopes its account may give', async () => {
      const refused = await a.gql(
        CREATE,
        { i: { name: 'Too much', scopes: ['orders:read', 'orders:decide'] } },
        customer,
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Customer accounts cannot give a key orders:decide.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknown = await a.gql(CREATE, { i: { name: 'Made up', scopes: ['everything'] } }, customer);
      expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await a.gql(CREATE, { i: { name: 'None', scopes: [] } }, customer)).errors?.[0].message).toBe(
        'Choose at least one scope',
      );
    });

    it("each key has its own rate limit, counted across both instances; another key's is untouched", async () => {
      const { secret } = await create(a, customer, { name: 'Busy', scopes: ['orders:read'] });
      const { secret: calm } = await create(a, customer, { name: 'Calm', scopes: ['orders:read'] });
      const codes: string[] = [];
      for (let i = 0; i < PER_KEY_PER_MINUTE; i++) codes.push(await codeOf(i % 2 ? a : b, secret));
      expect(codes).toEqual(Array(PER_KEY_PER_MINUTE).fill('ok'));
      const over = await a.gql(PENDING, {}, secret);
      expect(over.errors?.[0]).toMatchObject({
        message: 'Too many requests with this API key. Please slow down and try again in a moment.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect((await b.rest('GET', '/api/Product/available', { token: secret })).status).toBe(429);
      expect(await codeOf(b, calm)).toBe('ok');
    });

    it('changes made with a key are audited with its id; the same changes in a browser are not', async () => {
      const { secret: buyer, key: buyerKey } = await create(a, customer, { name: 'Buyer', scopes: ['orders:write'] });
      const { secret: clerk, key: clerkKey } = await create(a, employee, {
        name: 'Clerk',
        scopes: ['orders:decide', 'products:write'],
      });
      const placed = await b.gql(
        'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }] }) { orderId } }',
        {},
        buyer,
      );
      const orderId = String(placed.data!.placeOrder.orderId);
      expect(
        (await a.gql(`mutation { approveOrder(input: { orderId: ${orderId} }) { orderStatus } }`, {}, clerk)).data,
      ).toEqual({ approveOrder: { orderStatus: 'APPROVED' } });
      const audit = a.app.get(DataSource).getRepository(AuditEvent);
      const rows = await audit.find({ where: { targetType: 'order', targetId: orderId }, order: { id: 'ASC' } });
      expect(rows.map((r) => [r.action, r.apiKeyId])).toEqual([
        ['order.placed', buyerKey.id],
        ['order.approved', clerkKey.id],
      ]);
      const browser = await a.gql(
        'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }] }) { orderId } }',
        {},
        customer,
      );
      expect(await audit.countBy({ targetType: 'order', targetId: String(browser.data!.placeOrder.orderId) })).toBe(0);
      expect(await audit.countBy({ action: 'api_key.created', targetId: clerkKey.id })).toBe(1);
    });
  });
});
