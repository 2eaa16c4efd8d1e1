import type { Page } from 'playwright-core';

/** Below this width the side menu is the ☰ dialog. */
export const SIDE_MENU_COLUMN_MIN = 992;

/**
 * A page of the side menu, the way a person opens it: a column beside the page on wide screens,
 * the ☰ menu's dialog on phones.
 */
export async function openFromSideMenu(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < SIDE_MENU_COLUMN_MIN) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  }
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: label, exact: true }).click();
}
