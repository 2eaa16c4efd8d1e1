import { EARLY_TAPS_GLOBAL } from '../lib/early-taps.js';

/** A button tapped before the page's code ran (lib/early-taps.js keeps it), and when. */
export interface EarlyTap {
  button: HTMLButtonElement;
  at: number;
}

/** A tap older than this is not repeated: the reader has moved on, and a menu opening then would surprise. */
export const EARLY_TAP_FRESH_MS = 10_000;

/** Stops keeping taps (the app handles them from now on) and hands over the last one kept, if any. */
export function takeEarlyTap(win: Window = window): EarlyTap | null {
  const take = (win as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
  return typeof take === 'function' ? ((take as () => EarlyTap | null)() ?? null) : null;
}

const nameOf = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The same button on the rendered page: the one tapped, where the first render kept it (hydration
 * does), else the only enabled button of that name (a shell's markup is replaced, not hydrated).
 * Several of that name: none, since which one was meant is not known.
 */
function sameButton(tapped: HTMLButtonElement, doc: Document): HTMLButtonElement | null {
  if (tapped.isConnected) return tapped;
  const name = nameOf(tapped);
  if (!name) return null;
  const named = [...doc.querySelectorAll<HTMLButtonElement>('#root button[type="button"]')].filter(
    (button) => nameOf(button) === name,
  );
  return named.length === 1 ? named[0] : null;
}

/** Taps the button again, now that the page's code is behind it (after the app's first render is on screen). */
export function repeatEarlyTap(tap: EarlyTap | null, doc: Document = document, now = Date.now()): void {
  if (!tap || now - tap.at > EARLY_TAP_FRESH_MS) return;
  const button = sameButton(tap.button, doc);
  if (button && !button.disabled) button.click();
}
