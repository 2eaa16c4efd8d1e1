import type { Page } from 'playwright-core';
import { screenshot, seriousViolations } from './support/browser';
import { signedInContext } from './support/accounts';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';

const CUSTOMER = { userName: 'customer', password: 'waters-customer', fullName: 'Juan Santos' };
const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const PENDING_COUNT = '{ myPendingOrdersConnection(first: 1) { totalCount } }';

interface GraphQLAnswer {
  data?: { myPendingOrdersConnection?: { totalCount: number } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Keys made in the web app, used the way a script uses them, and revoked there: at 360 and 1280 px. */
browserSuite('API keys in Chromium', () => {
  const rig = browserRig();

  const signedIn = (portal: 'customer' | 'employee', width: number) =>
    signedInContext(rig, portal, portal === 'customer' ? CUSTOMER : EMPLOYEE, width);

  /** A script's call: the key as a bearer token, nothing else (no session, no cookie). */
  async function callWithKey(secret: string): Promise<GraphQLAnswer> {
    const response = await fetch(`${rig.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: PENDING_COUNT }),
    });
    return (await response.json()) as GraphQLAnswer;
  }

  /** The page as a phone or a laptop shows it: nothing wider than the window, no serious axe violation. */
  async function expectSound(page: Page, step: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ step, overflow }).toEqual({ step, overflow: 0 });
    // Checked from the top of the page: axe counts a control that happens to be scrolled beneath the
    // sticky top bar's menu button as a target too small, whatever the control itself is.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
  }

  /** The way to the page a person takes: a customer's is Edit Profile → For developers; an employee's, the side menu's tools. */
  async function openApiKeys(page: Page, portal: 'customer' | 'employee') {
    if (portal === 'employee') {
      await openFromSideMenu(page, 'API keys');
    } else {
      await page.locator('#user-menu').click();
      await page.locator('.dropdown-menu.show').getByRole('link', { name: 'Edit Profile' }).click();
      // The way on stands under the profile form and the address book, which load after the page: a person
      // reads down to it once they have, and a click before then can land where the link was a moment ago.
      await page.getByRole('textbox', { name: /^Full Name/ }).waitFor();
      await page.getByRole('list', { name: 'Your addresses' }).waitFor();
      await page.getByRole('region', { name: 'For developers' }).getByRole('link', { name: 'API keys' }).click();
    }
    await page.waitForURL('**/api-keys');
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
  }

  for (const width of [360, 1280]) {
    describe(`at ${width} px`, () => {
      it('a customer creates a key with orders:read, copies its secret, a script reads orders with it, and once revoked in the page it is refused', async () => {
        const { context, page } = await signedIn('customer', width);
        const name = `Re-order script ${width}`;
        try {
          await openApiKeys(page, 'customer');
          await page.getByRole('heading', { name: 'Your keys' }).waitFor();
          await expectSound(page, 'the page');

          await page.getByLabel(/^Name/).fill(name);
          const scopes = page.getByRole('group', { name: /^Scopes/ });
          expect(
            await scopes.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('id'))),
          ).toEqual([
            'api-key-scope-catalogue-read',
            'api-key-scope-orders-read',
            'api-key-scope-orders-write',
            'api-key-scope-profile-read',
          ]);
          await scopes.getByRole('checkbox', { name: 'orders:read' }).check();
          await page.getByRole('button', { name: 'Create key' }).click();

          // The secret, once: its panel takes the focus.
          const panel = page.getByRole('region', { name: `Your new key: ${name}` });
          await panel.waitFor();
          expect(await panel.evaluate((section) => section === document.activeElement)).toBe(true);
          const secret = await panel.getByLabel('Secret').inputValue();
          expect(secret).toMatch(/^wtr_[0-9A-Za-z]{20,}$/);
          await panel.getByRole('button', { name: 'Copy' }).click();
          await panel.getByText('Copied!').waitFor();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
          await expectSound(page, 'the secret shown');
          await screenshot(page, `api-keys-secret-${width}`);

          // A script sends it as a bearer token and gets its orders.
          const answer = await callWithKey(secret);
          expect(answer.errors).toBeUndefined();
          expect(typeof answer.data?.myPendingOrdersConnection?.totalCount).toBe('number');

          await panel.getByRole('button', { name: 'Done' }).click();
          await panel.waitFor({ state: 'detached' });
          expect(await page.getByRole('textbox', { name: 'Secret' }).count()).toBe(0);
          expect(await page.content()).not.toContain(secret);

          // Revoked in the page (after saying yes), it leaves the list and no longer works.
          await page.getByRole('button', { name: `Revoke ${name}` }).click();
          const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
          await dialog.waitFor();
          await expectSound(page, 'the confirmation');
          await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
          await page.getByText(`API key “${name}” revoked.`).waitFor();
          await page.getByRole('button', { name: `Revoke ${name}` }).waitFor({ state: 'detached' });
          await page.getByText('You have no API keys yet.').waitFor();
          await dialog.waitFor({ state: 'detached' });
          await expectSound(page, 'after revoking');

          const refused = await callWithKey(secret);
          expect(refused.data?.myPendingOrdersConnection).toBeUndefined();
          expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        } finally {
          await context.close();
        }
      });

      it("an employee is offered the employees' scopes, not the customers'", async () => {
        const { context, page } = await signedIn('employee', width);
        try {
          await openApiKeys(page, 'employee');
          const scopes = page.getByRole('group', { name: /^Scopes/ });
          await scopes.waitFor();
          const offered = await scopes
            .getByRole('checkbox')
            .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim()));
          expect(offered).toEqual(
            expect.arrayContaining(['orders:read', 'orders:decide', 'products:write', 'catalogue:read']),
          );
          expect(offered).not.toContain('orders:write');
          await expectSound(page, 'the employee page');
          await screenshot(page, `api-keys-employee-${width}`);
        } finally {
          await context.close();
        }
      });
    });
  }
});
