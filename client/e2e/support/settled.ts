import type { BrowserContext, Page, Request } from 'playwright-core';

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

/**
 * Like Playwright's "networkidle" (no request for half a second), except that the live stream a
 * signed-in list opens is not counted: with it, a page is never idle once it has loaded.
 */
export async function settled(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
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
