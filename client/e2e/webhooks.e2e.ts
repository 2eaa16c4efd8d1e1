import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const CUSTOMER = { userName: 'customer', password: 'waters-customer' };
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';

/** One POST as the receiver got it. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiving system on 127.0.0.1 (the test server runs with WEBHOOK_ALLOW_PRIVATE=true): it keeps every POST and answers 204. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(request.method === 'POST' ? 204 : 405).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/waters`, received };
}

/** The Standard Webhooks headers of a delivery, as a verifier takes them. */
const signatureHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

/**
 * An employee registers a local receiver for order.placed on /webhooks and copies its secret; a
 * customer's order reaches the receiver signed with that secret; the log shows it delivered, and
 * "Send again" delivers the same message (same webhook-id) once more. No serious accessibility
 * violation and no sideways scrolling at 360 and 1280 px.
 */
browserSuite('webhooks: register an endpoint, receive a signed delivery, send it again (Chromium)', () => {
  const rig = browserRig();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let context: BrowserContext;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    receiver = await startReceiver();
    context = await rig.browser.newContext({
      baseURL: rig.server.url,
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await context.newPage();
    rig.watch(page);
    await signInThroughTheForm(page, 'employee', EMPLOYEE);
  });
  afterAll(async () => {
    await context?.close();
    await new Promise((closed) => receiver?.server.close(closed));
  });

  const log = () => page.getByRole('region', { name: 'Deliveries', exact: true });
  const rows = () => log().locator('[data-record]');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('is in the side menu; registers the receiver for order.placed and shows its secret once, focused, with Copy', async () => {
    await openFromSideMenu(page, 'Webhooks');
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No webhook endpoints yet.').waitFor();

    await page.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await page
      .getByRole('group', { name: /^Events/ })
      .getByRole('checkbox', { name: 'order.placed' })
      .check();
    await page.getByRole('button', { name: 'Register endpoint' }).click();

    const panel = page.getByRole('region', { name: 'Signing secret of the new endpoint' });
    await panel.waitFor();
    expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
    await panel.getByText('It will not be shown again').waitFor();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByText('Copied!').waitFor();
    secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_/);
    expect(await panel.getByLabel('Signing secret').inputValue()).toBe(secret);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-secret-1280');

    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: receiver.url });
    expect(
      await card.getByRole('heading', { level: 3 }).evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
    expect(await card.getByText('Status').locator('xpath=following-sibling::dd').textContent()).toBe('On');
    expect(await page.content()).not.toContain(secret);
  });

  it("delivers a customer's new order to the receiver, signed with that secret, and the log shows it delivered", async () => {
    const customer = await apiLogin(context.request, 'customer', CUSTOMER);
    const { orderId } = (
      await graphql<{ placeOrder: { orderId: number } }>(
        context.request,
        PLACE,
        { input: { items: [{ productId: 'DRD-001', quantity: 2 }] } },
        customer.token,
      )
    ).placeOrder;

    const got = await eventually(
      () => receiver.received.length,
      (count) => count >= 1,
      15_000,
    );
    expect(got).toBe(1);
    const [first] = receiver.received;
    expect(first.path).toBe('/hooks/waters');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const verified = new Webhook(secret).verify(first.body, signatureHeaders(first.headers)) as {
      type: string;
      data: { orderId?: number };
    };
    expect(verified.type).toBe('order.placed');
    expect(JSON.stringify(verified.data)).toContain(String(orderId));
    // Another secret does not verify it.
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(
        first.body,
        signatureHeaders(first.headers),
      ),
    ).toThrow();

    const url = receiver.url;
    const open = page.getByRole('button', { name: `Deliveries ${url}` });
    await open.click();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    // The sender marks it delivered right after the receiver's answer: read the log again until it says so.
    const status = await eventually(
      async () => {
        await log()
          .getByRole('button', { name: /^Refresh/ })
          .click();
        await rows().first().waitFor();
        return (await rows().first().textContent()) ?? '';
      },
      (text) => text.includes('Delivered'),
      15_000,
    );
    expect(status).toContain('order.placed');
    expect(status).toContain('Delivered');
    expect(status).toContain(String(first.headers['webhook-id']));
    expect(await rows().count()).toBe(1);
  });

  it('"Send again" delivers the same message with the same webhook-id, verified again', async () => {
    await rows()
      .first()
      .getByRole('button', { name: /^Send again/ })
      .click();
    await page.getByText('The order.placed delivery is queued to be sent again.').waitFor();
    expect(
      await eventually(
        () => receiver.received.length,
        (count) => count >= 2,
        15_000,
      ),
    ).toBe(2);
    const [first, again] = receiver.received;
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    expect((new Webhook(secret).verify(again.body, signatureHeaders(again.headers)) as { type: string }).type).toBe(
      'order.placed',
    );

    const texts = await eventually(
      async () => {
        await log()
          .getByRole('button', { name: /^Refresh/ })
          .click();
        return rows().allTextContents();
      },
      (all) => all.length === 2 && all.every((text) => text.includes('Delivered')),
      15_000,
    );
    expect(texts).toHaveLength(2);
    expect(
      texts.every((text) => text.includes('Delivered') && text.includes(String(first.headers['webhook-id']))),
    ).toBe(true);
  });

  it('at 1280 and 360 px: no serious accessibility violations and no sideways scrolling, the log a table then cards', async () => {
    await page.setViewportSize(DESKTOP);
    await log().getByRole('table').waitFor();
    expect(await overflow()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-log-1280');

    await page.setViewportSize(PHONE);
    await log()
      .getByRole('list', { name: /^Deliveries to / })
      .waitFor();
    expect(await log().getByRole('table').count()).toBe(0);
    expect(await overflow()).toBe(0);
    // Checked from the top of the page (as the API keys page is): after the narrowing, whatever the
    // window was scrolled to can sit beneath the sticky top bar, and axe counts a control under it as a
    // target too small, whatever the control itself is.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-log-360');

    // The phone menu leads here too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Webhooks' });
    expect(await link.getAttribute('href')).toBe('/webhooks');
    await page.keyboard.press('Escape');
    // Until the menu has gone, it holds the focus: the next test's key presses would land in it.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('Turn off asks nothing and keeps the focus on its button; Delete asks first and leaves the calm empty list', async () => {
    const url = receiver.url;
    const turnOff = page.getByRole('button', { name: `Turn off ${url}` });
    await turnOff.focus();
    await page.keyboard.press('Enter');
    const turnOn = page.getByRole('button', { name: `Turn on ${url}` });
    await turnOn.waitFor();
    expect(await turnOn.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByText('Webhook endpoint turned off.').first().waitFor();

    await page.getByRole('button', { name: `Delete ${url}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook endpoint' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No webhook endpoints yet.').waitFor();
    expect(
      await page
        .getByRole('heading', { level: 2, name: 'Endpoints' })
        .evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
  });
});
