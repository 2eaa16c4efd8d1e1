import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageProblems } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface BrowserRig {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Pages whose uncaught errors and refused scripts fail the test that was running. */
  watch(...pages: Page[]): void;
  /**
   * Stops the server and starts it again on the same data with these settings (e.g. a later
   * CLOCK_START): a restart, as a deploy does. Its address changes; pages must go to the new one.
   */
  restartServer(env?: ServerOptions['env']): Promise<RunningServer>;
}

/**
 * The built server and Chromium for one suite: started before its tests (before the suite's own
 * beforeAll, when called first), stopped after them; each test ends by finding no problem in
 * the pages it watches.
 */
export function browserRig(options: Pick<ServerOptions, 'env'> = {}): BrowserRig {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const problems: string[][] = [];
  beforeAll(async () => {
    server = await startServer(options);
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
    restartServer: async (env) => {
      const dataDir = server?.dataDir;
      await server?.halt();
      server = await startServer({ env: { ...options.env, ...env }, dataDir });
      return server;
    },
  };
}
