import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, watchPageProblems } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';

browserSuite('password reset in Chromium', () => {
  const rig = browserRig();

  /** The token of the reset link mailed to the demo customer (the .eml the server wrote). */
  async function mailedToken(): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mails = existsSync(rig.server.mailDir) ? readdirSync(rig.server.mailDir).map((name) => readFileSync(join(rig.server.mailDir, name), 'utf8')) : [];
      // The text part is quoted-printable (soft line breaks, "=" as "=3D") or base64.
      const decoded = mails.map(
        (mail) =>
          mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=') +
          mail
            .split(/\r?\n\r?\n/)
            .map((part) => Buffer.from(part.replace(/\s/g, ''), 'base64').toString('latin1'))
            .join('\n'),
      );
      const token = decoded.map((mail) => /reset-password\?token=([\w-]{20,})/.exec(mail)?.[1]).find(Boolean);
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('No reset mail was written');
  }

  it('on a phone: Forgot password? → mailed link → new password → log in with it', async () => {
    const page = await rig.browser.newPage({ baseURL: rig.server.url, viewport: { width: 360, height: 780 } });
    const problems = watchPageProblems(page);
    try {
      await page.goto('/login-page');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel(/^Username or email/).fill('customer');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').getByText('If an account matches', { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/reset-password?token=${await mailedToken()}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel(/^New password/).fill('bagoong-at-mangga-2026');
      await page.getByLabel(/^Confirm new password/).fill('bagoong-at-mangga-2026');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('status').getByText('Your password has been changed.', { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Customer login' }).click();
      await page.getByLabel(/^Username/).fill('customer');
      await page.getByLabel(/^Password/).fill('bagoong-at-mangga-2026');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/home');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
