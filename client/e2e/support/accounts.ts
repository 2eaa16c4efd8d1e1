import type { APIRequestContext, Page } from 'playwright-core';

export interface Credentials {
  userName: string;
  password: string;
}

/** A GraphQL call straight to the server, for setting up data (the screens under test only read it). */
export async function graphql<T>(request: APIRequestContext, query: string, variables: object, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Logs in through the API (no page): the session's token and user id. */
export async function apiLogin(request: APIRequestContext, portal: 'customer' | 'employee', who: Credentials): Promise<{ token: string; userId: string }> {
  const field = portal === 'customer' ? 'customerLogin' : 'employeeLogin';
  const data = await graphql<Record<string, { token: string; userId: string }>>(request, `mutation($input: LoginInput!) { ${field}(input: $input) { token userId } }`, {
    input: { userName: who.userName, password: who.password },
  });
  return data[field];
}

/** Logs in the way a person does: the portal's form, then the page it leads to. */
export async function signInThroughTheForm(page: Page, portal: 'customer' | 'employee', who: Credentials): Promise<void> {
  await page.goto(portal === 'customer' ? '/login-page' : '/employee-login-page');
  await page.getByLabel(/^Username/).fill(who.userName);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
}
