import type { Locator } from 'playwright-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const POLL_MS = 100;

/**
 * Reads again until `check` accepts the answer or `timeoutMs` pass, for what the server does in
 * its own time (a mail written by the outbox, a cache refreshed): returns the last answer, so
 * the caller's expect shows what was there when it gave up.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    value = await read();
  }
  return value;
}

/** The mails the test server has written (MAIL_TRANSPORT=file), as raw .eml texts. */
export function mailsIn(mailDir: string): string[] {
  return existsSync(mailDir) ? readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8')) : [];
}

/**
 * Waits for `locator`; when it does not come, fails saying what `scope` showed then (a dialog's
 * text, which radio was checked), so a failure in CI tells what the customer would have seen.
 */
export async function shownIn(locator: Locator, scope: Locator, timeoutMs = 30_000): Promise<void> {
  try {
    await locator.waitFor({ timeout: timeoutMs });
  } catch (error) {
    const shown = await scope.innerText().catch(() => '(nothing: it had closed)');
    const checked = await scope
      .locator('input:checked')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''))
      .catch(() => []);
    throw new Error(`${(error as Error).message}\nShown then:\n${shown}\nChecked: ${checked.join(', ')}`);
  }
}
