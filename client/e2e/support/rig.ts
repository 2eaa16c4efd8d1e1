import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageProblems } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserRig {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Pages whose uncaught errors and refused scripts fail the test that was running. */
  watch(...pages: Page[]): void;
}

/**
 * The built server and Chromium for one suite: started before its tests (before the suite's own
 * beforeAll, when called first), stopped after them; each test ends by finding no problem in
 * the pages it watches.
 */
export function browserRig(): BrowserRig {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const problems: string[][] = [];
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(() => {
    expect(problems.flat()).toEqual([]);
  });
  return {
    get server() {
      if (!server) throw new Error('The server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser is not launched yet');
      return browser;
    },
    watch: (...pages) => problems.push(...pages.map(watchPageProblems)),
  };
}
