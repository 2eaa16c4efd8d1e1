// @ts-check
/** @typedef {{ button: HTMLButtonElement, at: number }} EarlyTap */
/**
 * A tap before the page's code runs is not lost. A phone paints a page (rendered at build time, or a
 * shell the server filled in) a second or more before its code has arrived and run, and a button
 * tapped meanwhile ("Open menu") has nothing behind it yet. The inline script in the head of every
 * page (EARLY_TAPS_SCRIPT: scripts/finish-build.mjs writes it, the Content-Security-Policy allows it by
 * its hash) keeps the last tap on a button; the app takes it when it starts and taps that button again
 * once its first render is on screen (app/early-tap.ts). Self-contained, as its text is the script.
 * Its type annotations are comments, which the script's text leaves out (EARLY_TAPS_SCRIPT).
 * @param {Window & { __watersEarlyTaps?: () => EarlyTap | null }} win
 */
export function keepEarlyTaps(win) {
  var doc = win.document;
  /** @type {EarlyTap | null} */
  var kept = null;
  /** @param {Event} event */
  function keep(event) {
    var target = /** @type {Element | null} */ (event.target);
    var closest = target && target.closest ? target.closest('button[type="button"]') : null;
    var button = /** @type {HTMLButtonElement | null} */ (closest);
    var root = doc.getElementById('root');
    kept = button && !button.disabled && root && root.contains(button) ? { button: button, at: Date.now() } : null;
  }
  doc.addEventListener('click', keep, true);
  win.__watersEarlyTaps = function takeEarlyTap() {
    doc.removeEventListener('click', keep, true);
    var tap = kept;
    kept = null;
    return tap;
  };
}

/** Where the script leaves the function that hands over its tap (app/early-tap.ts calls it). */
export const EARLY_TAPS_GLOBAL = '__watersEarlyTaps';

/** The inline script: the function above without its type comments, run at once (its lines joined by a space: each statement is ended). */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps
  .toString()
  .replace(/\/\*\*[^*]*\*\/ ?/g, '')
  .replace(/\n\s*/g, ' ')})(window)`;
