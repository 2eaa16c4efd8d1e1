/**
 * A page whose first screen the server put into its HTML (the customer's storefront, a customer's
 * order, a product's public page: server/src/http/code-after-first-picture.ts) holds its code back:
 * the entry and its preloads are listed in a meta element instead of tags, and start downloading
 * once that screen's first picture is in (a screen without a picture: once it has painted). On a
 * phone the picture then has the line and the main thread to itself instead of sharing them with
 * 100–170 KB of script the screen does not need to be seen. Run by the early script
 * (../api/early-query.ts), which imports nothing the entry imports: so neither does this.
 */

/** The meta element's name, as the server writes it (lib/__tests__/code-after-first-picture.test.ts compares them). */
export const HELD_CODE_META = 'waters-code-after-first-picture';
/** The longest the code waits for the picture: a stalled picture must not keep the page unusable. */
export const FIRST_PICTURE_WAIT_MS = 1_500;

interface HeldCode {
  entry: string;
  preloads: string[];
  /** The first screen is the same for everyone (a product's public page): its picture waits for any reader. */
  forEveryone: boolean;
}

const ASSET = /^\/assets\/[\w.-]+\.js$/;

function heldCode(doc: Document): HeldCode | null {
  const listed = doc.querySelector(`meta[name="${HELD_CODE_META}"]`)?.getAttribute('content');
  if (!listed) return null;
  try {
    const { entry, preloads, forEveryone } = JSON.parse(listed) as Partial<HeldCode>;
    if (typeof entry !== 'string' || !ASSET.test(entry) || !Array.isArray(preloads)) return null;
    return {
      entry,
      preloads: preloads.filter((file): file is string => typeof file === 'string' && ASSET.test(file)),
      forEveryone: forEveryone === true,
    };
  } catch {
    return null;
  }
}

/**
 * A module preload in the head, as the build writes them: crossorigin, as the module scripts that
 * will ask for the file are; at low priority where the page's first paint must not wait for it.
 */
export function preloadModule(doc: Document, href: string, priority?: 'low'): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'modulepreload');
  if (priority) link.setAttribute('fetchpriority', priority);
  link.setAttribute('crossorigin', '');
  link.setAttribute('href', href);
  doc.head.append(link);
}

/** The tags the HTML would have had: the preloads, then the entry (a module script, as built). */
function loadCode(doc: Document, { entry, preloads }: HeldCode): void {
  for (const href of preloads) preloadModule(doc, href);
  const script = doc.createElement('script');
  script.type = 'module';
  script.setAttribute('crossorigin', '');
  script.src = entry;
  doc.head.append(script);
}

/** The frame after the next paint. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * The frame after the picture is shown: a loaded picture is still to be decoded (a phone takes
 * tens of milliseconds for a 960 px one), and script run meanwhile would hold its paint back.
 */
function afterShown(picture: HTMLImageElement, then: () => void): void {
  const decoded = typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => afterNextPaint(then));
}

/**
 * Starts the page's code: at once where the page holds none, or nobody signed in sees a first
 * screen; otherwise once the screen's high-priority picture is shown (or has failed) — a
 * screen without one, once it has painted — at the first tap or key, or after FIRST_PICTURE_WAIT_MS,
 * whichever comes first. A screen for everyone (`forEveryone`: the page's main content) waits so
 * for visitors too. `onStart` runs just before (the role's own screen files, preloaded with the entry's).
 */
export function startCodeAfterFirstPicture(role: string | null, onStart: () => void, doc: Document = document): void {
  const code = heldCode(doc);
  if (!code) return onStart();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    onStart();
    loadCode(doc, code);
  };
  if (!role && !code.forEveryone) return start();
  const whenParsed = (then: () => void) =>
    doc.readyState === 'loading' ? doc.addEventListener('DOMContentLoaded', then, { once: true }) : then();
  whenParsed(() => {
    const screen = code.forEveryone
      ? doc.getElementById('main')
      : doc.querySelector(`[data-shell-screen="${CSS.escape(role!)}"]`);
    const picture = screen?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (picture?.complete) afterShown(picture, start);
    else if (picture) {
      picture.addEventListener('load', () => afterShown(picture, start), { once: true });
      picture.addEventListener('error', start, { once: true });
    } else {
      // A screen of text (a customer's order), or the shell's own title and loading state: its first
      // paint is all it waits for.
      afterNextPaint(start);
    }
    for (const type of ['pointerdown', 'keydown']) doc.addEventListener(type, start, { once: true, capture: true });
    setTimeout(start, FIRST_PICTURE_WAIT_MS);
  });
}
