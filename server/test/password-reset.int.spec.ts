import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { DataSource, IsNull } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { RESET_MESSAGES } from '../src/modules/password-reset/dto/password-reset.inputs.js';
import { PasswordReset } from '../src/modules/password-reset/password-reset.entity.js';
import { eachDatabase } from './support/each-database.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const REQUEST = 'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) }';
const RESET = 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }';
const NEW_PASSWORD = 'bagoong-at-mangga-2026';

eachDatabase('password reset', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  const drain = () => t.app.get(OutboxDispatcher).drain();
  /** The token in the last reset link mailed to this address. */
  const tokenMailedTo = async (email: string) => {
    await drain();
    const mail = inbox
      .to(email)
      .filter((m) => m.subject === 'Reset your WATERS password')
      .at(-1);
    return mail ? (/\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '')?.[1] ?? null) : null;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, {
      mail: { ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }), smtpUrl: inbox.url, pollMs: 60_000 },
      publicUrl: new URL('https://shop.waters.test'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => drain());

  it('answers the same whether or not an account matches, and mails a link only to a real account', async () => {
    await t.newCustomer(`reset-a-${driver}`);
    const known = await t.rest('POST', '/api/Login/forgot-password', { body: { account: `RESET-A-${driver}` } });
    const unknown = await t.rest('POST', '/api/Login/forgot-password', { body: { account: 'nobody-at-all' } });
    const byEmail = await t.gql(REQUEST, { i: { account: `reset-a-${driver}@example.com` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: RESET_MESSAGES.requested });
    expect(unknown.json).toEqual(known.json);
    expect(byEmail.data).toEqual({ requestPasswordReset: RESET_MESSAGES.requested });
    await drain();
    const mails = inbox.to(`reset-a-${driver}@example.com`);
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain('https://shop.waters.test/reset-password?token=');
    // Only hashes are kept: no row holds the token the mail carried, and the sent mail's row was emptied.
    const token = await tokenMailedTo(`reset-a-${driver}@example.com`);
    const rows = await t.app.get(DataSource).getRepository(PasswordReset).find();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const sent = await t.app
      .get(DataSource)
      .getRepository(OutboxMail)
      .find({ where: { kind: 'password-reset' } });
    expect(sent.every((row) => row.status === 'sent' && row.payload === '{}')).toBe(true);
  });

  it('sets the new password once, ends every session, and refuses the old password and the used link', async () => {
    const customer = await t.newCustomer(`reset-b-${driver}`);
    await t.rest('POST', '/api/Login/forgot-password', { body: { account: `reset-b-${driver}` } });
    const token = await tokenMailedTo(`reset-b-${driver}@example.com`);
    expect(token).toBeTruthy();

    const mismatch = await t.gql(RESET, {
      i: { token, password: NEW_PASSWORD, confirmPassword: 'something-else-2026' },
    });
    expect(mismatch.errors?.[0].message).toBe('Passwords do not match');
    const done = await t.rest('POST', '/api/Login/reset-password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: RESET_MESSAGES.done });

    expect((await t.gql('{ me { id } }', {}, customer.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const old = await t.rest('POST', '/api/Login/customer-login', {
      body: { UserName: `reset-b-${driver}`, PasswordHash: customer.password },
    });
    expect(old.status).toBe(401);
    expect(
      (
        await t.rest('POST', '/api/Login/customer-login', {
          body: { UserName: `reset-b-${driver}`, PasswordHash: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);

    const again = await t.gql(RESET, {
      i: { token, password: 'another-new-one-2026', confirmPassword: 'another-new-one-2026' },
    });
    expect(again.errors?.[0].message).toBe(RESET_MESSAGES.invalidLink);
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an expired link, a made-up one, and a weak password', async () => {
    await t.newCustomer(`reset-c-${driver}`);
    await t.gql(REQUEST, { i: { account: `reset-c-${driver}` } });
    const token = await tokenMailedTo(`reset-c-${driver}@example.com`);
    const weak = await t.gql(RESET, { i: { token, password: 'password', confirmPassword: 'password' } });
    expect(weak.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await t.gql(RESET, { i: { token: 'made-up-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }))
        .errors?.[0].message,
    ).toBe(RESET_MESSAGES.invalidLink);
    await t.app
      .get(DataSource)
      .getRepository(PasswordReset)
      .update({ usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.rest('POST', '/api/Login/reset-password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(expired.status).toBe(400);
    expect(expired.text).toContain(RESET_MESSAGES.invalidLink);
  });

  it('sends at most three links an hour to one account, with the same answer after', async () => {
    await t.newCustomer(`reset-d-${driver}`);
    for (let i = 0; i < 5; i++) {
      expect((await t.gql(REQUEST, { i: { account: `reset-d-${driver}` } })).data).toEqual({
        requestPasswordReset: RESET_MESSAGES.requested,
      });
    }
    await drain();
    expect(inbox.to(`reset-d-${driver}@example.com`)).toHaveLength(3);
  });
});
