import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { trackRequests } from './settled';

/** Debian's Chromium (apt-get install -y chromium); a browser is never downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_BROWSER = existsSync(CHROMIUM);
export const SCREENSHOTS = resolve(__dirname, '..', 'screenshots');

/** Chromium whose every new context counts its pages' requests in flight (see settled()). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    trackRequests(context);
    return context;
  };
  return browser;
}

/** Saves a full-page screenshot under e2e/screenshots (git-ignored) after every image has loaded. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's source, evaluated through the DevTools protocol: the site's CSP refuses injected script tags. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What went wrong in a page while a test used it: uncaught errors and anything the
 * Content-Security-Policy refused (the pages must work under the policy the server sends).
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/**
 * axe-core in the page, WCAG 2.x A/AA rules up to 2.2; returns the serious and critical violations.
 * A target the target-size rule finds partly under a sticky bar is judged again with the target
 * scrolled to the middle of the screen: where a sticky bar cuts the page depends on how far it was
 * scrolled, and what a focused control must never be hidden under is checked by coveredControls.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as painted: a dialog still fading in would fail contrast for what it is not.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Axe = { run: (ctx: unknown, options: object) => Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    const found = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
    const sizes = found.find((v) => v.id === 'target-size');
    if (sizes) {
      const { scrollX, scrollY } = window;
      const kept: { target: string[] }[] = [];
      for (const node of sizes.nodes) {
        const element = node.target.length === 1 ? document.querySelector(node.target[0]) : null;
        element?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const again = element
          ? await axe.run({ include: [node.target] }, { runOnly: { type: 'rule', values: ['target-size'] } })
          : null;
        if (!again || again.violations.length > 0) kept.push(node);
      }
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      sizes.nodes = kept;
    }
    return found.filter((v) => v.nodes.length > 0);
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
