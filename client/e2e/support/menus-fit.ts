import type { Locator, Page } from 'playwright-core';

/** What opens something over the page: the account menu and other dropdowns, the ☰ menu, and every button that says it opens a dialog. */
const OPENERS =
  '.dropdown-toggle, [aria-controls="site-nav"], [aria-haspopup="dialog"], [aria-haspopup="menu"], [aria-haspopup="true"]';

/** What an opener opens. */
const OPENED = '.dropdown-menu.show, [role="dialog"]';

/** Everything a person can operate. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], summary, [role="menuitem"]';

/** The parts that stay on screen while the page scrolls under them. */
const STICKY = '.top-stack, .notice-region, .storefront-actions';

/**
 * Every control of what is open (a menu, a dialog) that a person cannot reach: one that lies,
 * brought into view as far as its scrolling boxes allow, partly outside the window, or under
 * another part (a sticky bar, the page behind a dialog).
 */
export function unreachableOpenControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ opened, controls, sticky }) => {
      const name = (el: Element) =>
        (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const problems: string[] = [];
      for (const container of Array.from(document.querySelectorAll<HTMLElement>(opened))) {
        if (!container.checkVisibility()) continue;
        for (const control of Array.from(container.querySelectorAll<HTMLElement>(controls))) {
          if (
            !control.checkVisibility({ visibilityProperty: true }) ||
            control.closest('.visually-hidden-focusable, .visually-hidden')
          )
            continue;
          control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
          const box = control.getBoundingClientRect();
          if (box.width < 2 || box.height < 2) continue;
          const where = `${control.tagName.toLowerCase()} "${name(control)}" in ${container.className.split(' ')[0] || container.getAttribute('role')} "${name(container.querySelector('h1, h2, .modal-title, .offcanvas-title') ?? container).slice(0, 24)}"`;
          const outside =
            box.left < -0.5 ||
            box.top < -0.5 ||
            box.right > window.innerWidth + 0.5 ||
            box.bottom > window.innerHeight + 0.5;
          if (outside) {
            problems.push(
              `${where} lies outside the ${window.innerWidth}x${window.innerHeight} window at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
            );
            continue;
          }
          // A disabled button lets the pointer through (Bootstrap: pointer-events none): only where it lies counts.
          if (control.matches(':disabled')) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (
            hit &&
            hit !== control &&
            !control.contains(hit) &&
            !(control as HTMLLabelElement).control?.contains(hit)
          ) {
            const over = hit.closest(sticky)
              ? 'a sticky bar'
              : `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ').join('.')}`;
            problems.push(`${where} is under ${over}`);
          }
        }
      }
      return problems;
    },
    { opened: OPENED, controls: CONTROLS, sticky: STICKY },
  );
}

/**
 * The visible, enabled openers of the page, one of each kind: what it says on screen ("Zoom", "EDIT",
 * "Approve"), else its name, digits set aside ("Zoom" on one picture stands for every picture's).
 * Marked in one pass, so each can be found again after the page re-renders.
 */
async function openersOf(page: Page): Promise<{ locator: Locator; name: string }[]> {
  const found = await page.evaluate((selector) => {
    const seen = new Set<string>();
    const openers: { mark: string; name: string }[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((opener, index) => {
      if (!opener.checkVisibility({ visibilityProperty: true }) || opener.matches(':disabled')) return;
      const name = (opener.getAttribute('aria-label') ?? opener.textContent ?? '').replace(/\s+/g, ' ').trim();
      const kind = (opener.innerText.trim() || name).replace(/\d+/g, '#');
      if (seen.has(kind)) return;
      seen.add(kind);
      opener.dataset.opener = String(index);
      openers.push({ mark: String(index), name });
    });
    return openers;
  }, OPENERS);
  return found.map(({ mark, name }) => ({ locator: page.locator(`[data-opener="${mark}"]`), name }));
}

/** Closes what is open: Escape, as a person does; a dialog that keeps it for itself closes with its Close or Cancel. */
async function closeOpened(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const dialog = page.locator('[role="dialog"]');
  try {
    await dialog.first().waitFor({ state: 'detached', timeout: 2_000 });
  } catch {
    await dialog
      .getByRole('button', { name: /^(Close|Cancel|Close menu)$/ })
      .first()
      .click();
    await dialog.first().waitFor({ state: 'detached' });
  }
  await page
    .locator('.dropdown-menu.show')
    .waitFor({ state: 'detached', timeout: 2_000 })
    .catch(() => undefined);
}

/**
 * Opens every menu, dropdown and dialog the page offers, one after the other, and lists every
 * control in them a person could not reach at this window size (see unreachableOpenControls).
 */
export async function everyOpenedControlReachable(page: Page, screen: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { locator, name } of await openersOf(page)) {
    await locator.scrollIntoViewIfNeeded();
    await locator.click();
    const opened = page.locator(OPENED).first();
    try {
      await opened.waitFor({ state: 'visible', timeout: 5_000 });
    } catch {
      problems.push(`${screen}: "${name}" opened nothing`);
      continue;
    }
    // Bootstrap's fade and slide: measured once every finite transition has ended (a spinner turns for ever).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    problems.push(...(await unreachableOpenControls(page)).map((problem) => `${screen} › ${name}: ${problem}`));
    await closeOpened(page);
  }
  return problems;
}
