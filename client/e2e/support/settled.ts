import type { BrowserContext, Page, Request } from 'playwright-core';
import { HELD_CODE_META } from '../../src/lib/code-after-first-picture';

/** The live order stream stays open for minutes by design: it is never "still loading". */
const LONG_LIVED = ['/api/live/'];
const requestsOf = new WeakMap<Page, Set<Request>>();

/** Counts a page's requests in flight from its first one (every page of the context, as it opens). */
export function trackRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const open = new Set<Request>();
    requestsOf.set(page, open);
    page.on('request', (request) => {
      if (!LONG_LIVED.some((path) => new URL(request.url()).pathname.startsWith(path))) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  });
}

/** In the page: true unless its held code (the meta element's entry) has not been put into the page yet. */
function codeStarted(metaName: string): boolean {
  const listed = document.querySelector(`meta[name="${metaName}"]`)?.getAttribute('content');
  if (!listed) return true;
  try {
    const { entry } = JSON.parse(listed) as { entry: string };
    return document.querySelector(`script[src="${entry}"]`) !== null;
  } catch {
    return true;
  }
}

/**
 * Like Playwright's "networkidle" (no request for half a second), except that the live stream a
 * signed-in list opens is not counted: with it, a page is never idle once it has loaded.
 */
export async function settled(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  // A page whose code waits for its first paint (src/lib/code-after-first-picture.ts) may load before
  // the code is asked for: the quiet that counts starts once it has been.
  await page.waitForFunction(codeStarted, HELD_CODE_META, { timeout: timeoutMs });
  const open = requestsOf.get(page);
  if (!open) throw new Error('settled(): the page was not opened in a context made by launchBrowser()');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`Still loading after ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
