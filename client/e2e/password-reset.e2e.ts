import { seriousViolations, watchPageProblems } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually, mailsIn } from './support/eventually';
import { browserRig } from './support/rig';

browserSuite('password reset in Chromium', () => {
  const rig = browserRig();

  /** The reset link's token in a mail (its text part is quoted-printable, or base64). */
  function resetToken(mail: string): string | undefined {
    const decoded =
      mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=') +
      mail
        .split(/\r?\n\r?\n/)
        .map((part) => Buffer.from(part.replace(/\s/g, ''), 'base64').toString('latin1'))
        .join('\n');
    return /reset-password\?token=([\w-]{20,})/.exec(decoded)?.[1];
  }

  /** The token of the reset link mailed to the demo customer (the .eml the server wrote). */
  async function mailedToken(): Promise<string> {
    const tokens = await eventually(
      () => mailsIn(rig.server.mailDir).map(resetToken).filter(Boolean),
      (found) => found.length > 0,
    );
    if (!tokens[0]) throw new Error('No reset mail was written');
    return tokens[0];
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
