/**
 * The name of the meta element that lists a page's held-back code; the early script reads it
 * (client/src/lib/code-after-first-picture.ts, which names it the same).
 */
export const HELD_CODE_META = 'waters-code-after-first-picture';

/** The entry: the module script that is not the early one (that one is `async`). */
const ENTRY_SCRIPT = /<script type="module"(?![^>]*\basync\b)[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[\w.-]+\.js)"[^>]*>\s*/g;
const EARLY_SCRIPT = /<script type="module" async[^>]*>/;

/**
 * A page with a first screen in its HTML, its code held back until that screen's first picture is
 * in: the entry's script and every module preload become one meta element (JSON) before the early
 * script, which starts them once the picture has loaded, at a first tap, or after a short wait — at
 * once for a visitor or a role the screen is not for, unless the screen is `forEveryone` (a
 * product's public page: its picture waits whoever reads it). The picture then has a phone's
 * connection and main thread to itself instead of sharing them with the page's script, which the
 * screen does not need to be seen. A page without an early script keeps its tags.
 */
export function withCodeAfterFirstPicture(html: string, { forEveryone = false } = {}): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !EARLY_SCRIPT.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const listed = JSON.stringify({ entry: entry[1], preloads, ...(forEveryone && { forEveryone }) }).replaceAll(
    '"',
    '&quot;',
  );
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(EARLY_SCRIPT, (tag) => `<meta name="${HELD_CODE_META}" content="${listed}">\n    ${tag}`);
}
