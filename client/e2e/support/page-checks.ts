import type { Page } from 'playwright-core';
import { seriousViolations } from './browser';

/**
 * The page as a phone or a laptop shows it at one step of a test: nothing wider than the window, and
 * no serious axe violation (checked from the top of the page: axe counts a control scrolled beneath
 * the sticky top bar as a target too small).
 */
export async function expectSound(page: Page, step: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ step, overflow }).toEqual({ step, overflow: 0 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
}

/** Waits for a notice the page raised. */
export const notice = (page: Page, text: string | RegExp): Promise<void> =>
  page.locator('.notice-region').getByText(text).first().waitFor();
