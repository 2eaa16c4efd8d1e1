import type { Page } from 'playwright-core';

/** Everything a person can operate. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], summary';

/** The parts that stay on screen while the page scrolls under them. */
const STICKY = '.top-stack, .notice-region, .storefront-actions';

/** What the layout tests measure in a page: controls hidden under sticky parts, and targets too small to tap. */

/**
 * Every visible control inside `scope` (a CSS selector) that a sticky part covers (the top bar,
 * the notices, the storefront's cart bar on phones): each is scrolled into view the way the
 * browser brings a focused control into view (WCAG 2.4.11), then the element at its centre must
 * be the control or inside it. The sticky parts' own controls are not checked.
 */
export function coveredControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ scope, selector, sticky }) => {
      const covered: string[] = [];
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const control of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
          if (control.closest(sticky)) continue;
          const style = getComputedStyle(control);
          const box = control.getBoundingClientRect();
          // Hidden, or visually hidden until focused (the skip link).
          if (
            style.visibility === 'hidden' ||
            box.width < 2 ||
            box.height < 2 ||
            control.closest('[aria-hidden="true"], .visually-hidden-focusable')
          )
            continue;
          control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
          const { left, top, width, height } = control.getBoundingClientRect();
          const x = left + width / 2;
          const y = top + height / 2;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue; // clipped by a scrolling box
          const hit = document.elementFromPoint(x, y);
          if (hit && hit !== control && !control.contains(hit) && hit.closest(sticky)) {
            const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
            covered.push(
              `${control.tagName.toLowerCase()} "${name}" under ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ').join('.')}` : 'nothing'}`,
            );
          }
        }
      }
      return covered;
    },
    { scope, selector: CONTROLS, sticky: STICKY },
  );
}

/**
 * Every visible control smaller than 24 x 24 CSS px that WCAG 2.2's target-size rule (2.5.8)
 * does not excuse: a link inside a sentence, or one whose 24 px circle touches no other target.
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          box.width >= 2 &&
          box.height >= 2 &&
          style.visibility !== 'hidden' &&
          !el.closest('[aria-hidden="true"], .visually-hidden-focusable, .visually-hidden')
        );
      })
      .map((el) => ({ el, box: el.getBoundingClientRect() }));
    const small = targets.filter(({ box }) => box.width < 24 || box.height < 24);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** Distance from a point to a rectangle. */
    const distance = (p: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
    const inSentence = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const text = (el.parentElement?.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return text.length > 0;
    };
    return small
      .filter(({ el, box }) => {
        if (inSentence(el)) return false;
        const c = centre(box);
        const crowded = targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
          const otherSmall = other.box.width < 24 || other.box.height < 24;
          return (
            distance(c, other.box) < 12 ||
            (otherSmall && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24)
          );
        });
        return crowded;
      })
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  }, CONTROLS);
}

/** Buttons, fields, dialog closes, tabs and menu items smaller than 44 x 44 px (fields: 44 px tall). */
export function smallPrimaryControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.btn, .btn-close, .form-control, .form-select, [role="tab"], #site-nav .nav-link',
      ),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (
          box.width < 2 ||
          box.height < 2 ||
          getComputedStyle(el).visibility === 'hidden' ||
          el.closest('[aria-hidden="true"]')
        )
          return false;
        const field = el.matches('.form-control, .form-select');
        return box.height < 43.5 || (!field && box.width < 43.5);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.className.split(' ').join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}
