import { HAVE_BROWSER, CHROMIUM } from './browser';

const REQUIRE_BROWSER = process.env.CI === 'true';
let noticePrinted = false;

/**
 * Declares a browser suite. Without Chromium it is skipped with a one-line notice,
 * except under CI=true, where a missing browser is a failure.
 */
export function browserSuite(title: string, suite: () => void): void {
  if (HAVE_BROWSER) {
    describe(title, suite);
  } else if (REQUIRE_BROWSER) {
    describe(title, () => {
      it(`needs Chromium at ${CHROMIUM}`, () => {
        throw new Error(
          `Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (CI=true requires the browser suite)`,
        );
      });
    });
  } else {
    if (!noticePrinted) {
      noticePrinted = true;
      process.stderr.write(
        `Chromium not found at ${CHROMIUM}: browser tests skipped (install it with: apt-get install -y chromium).\n`,
      );
    }
    describe.skip(title, suite);
  }
}
