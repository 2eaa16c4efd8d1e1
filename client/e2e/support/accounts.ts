import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import type { BrowserRig } from './rig';

export interface Credentials {
  userName: string;
  password: string;
}

/** A GraphQL call straight to the server, for setting up data (the screens under test only read it). */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Logs in through the API (no page): the session's token and user id. */
export async function apiLogin(
  request: APIRequestContext,
  portal: 'customer' | 'employee',
  who: Credentials,
): Promise<{ token: string; userId: string }> {
  const field = portal === 'customer' ? 'customerLogin' : 'employeeLogin';
  const data = await graphql<Record<string, { token: string; userId: string }>>(
    request,
    `mutation($input: LoginInput!) { ${field}(input: $input) { token userId } }`,
    {
      input: { userName: who.userName, password: who.password },
    },
  );
  return data[field];
}

/** Logs in the way a person does: the portal's form, then the page it leads to. */
export async function signInThroughTheForm(
  page: Page,
  portal: 'customer' | 'employee',
  who: Credentials,
): Promise<void> {
  await page.goto(portal === 'customer' ? '/login-page' : '/employee-login-page');
  await page.getByLabel(/^Username/).fill(who.userName);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
}

/**
 * A browser context of its own at `width` × 800 px that may read and write the clipboard, its page
 * watched by the rig and signed in through the portal's form; the test closes the context.
 */
export async function signedInContext(
  rig: BrowserRig,
  portal: 'customer' | 'employee',
  who: Credentials,
  width: number,
  /** The browser's time starts there (a server started with CLOCK_START), and runs on. */
  time?: Date,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({
    baseURL: rig.server.url,
    viewport: { width, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (time) await context.clock.install({ time });
  const page = await context.newPage();
  rig.watch(page);
  await signInThroughTheForm(page, portal, who);
  return { context, page };
}
