import { describe, expect, it } from '@jest/globals';
import { ConfigError } from './config-error.js';
import { parseMailConfig } from './mail-config.js';

describe('mail settings', () => {
  it('write .eml files and tell no staff by default', () => {
    expect(parseMailConfig({})).toEqual({
      smtpUrl: null,
      from: 'WATERS <no-reply@localhost>',
      staffEmails: [],
      outboxDir: './data/outbox-mail',
      pollMs: 2000,
      retryBaseMs: 5000,
      leaseMs: 60_000,
      undoGraceMs: 60_000,
      lotExpiryWarningDays: 7,
    });
  });

  it('name lots reaching best-before within LOT_EXPIRY_WARNING_DAYS in the morning mail (0 to 365)', () => {
    expect(parseMailConfig({ LOT_EXPIRY_WARNING_DAYS: '0' }).lotExpiryWarningDays).toBe(0);
    expect(parseMailConfig({ LOT_EXPIRY_WARNING_DAYS: '14' }).lotExpiryWarningDays).toBe(14);
    expect(() => parseMailConfig({ LOT_EXPIRY_WARNING_DAYS: 'a week' })).toThrow(
      'LOT_EXPIRY_WARNING_DAYS must be whole days from 0 to 365 (got "a week")',
    );
    expect(() => parseMailConfig({ LOT_EXPIRY_WARNING_DAYS: '400' })).toThrow(ConfigError);
  });

  it('hold back mail that an undo can take back for MAIL_UNDO_GRACE_MS (0: not at all)', () => {
    expect(parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }).undoGraceMs).toBe(0);
    expect(parseMailConfig({ MAIL_UNDO_GRACE_MS: '120000' }).undoGraceMs).toBe(120_000);
    expect(() => parseMailConfig({ MAIL_UNDO_GRACE_MS: 'a minute' })).toThrow(
      'MAIL_UNDO_GRACE_MS must be milliseconds between 0 and 3600000 (got "a minute")',
    );
  });

  it('take SMTP_URL, MAIL_FROM and several STAFF_EMAIL addresses', () => {
    const config = parseMailConfig({
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'WATERS <orders@waters.ph>',
      STAFF_EMAIL: 'orders@waters.ph, smokehouse@waters.ph',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://shop:secret@mail.example.com:465',
      from: 'WATERS <orders@waters.ph>',
      staffEmails: ['orders@waters.ph', 'smokehouse@waters.ph'],
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL must be a URL/],
    [{ STAFF_EMAIL: 'orders@waters.ph, nobody' }, /STAFF_EMAIL must be e-mail addresses/],
    [{ MAIL_POLL_MS: '5' }, /MAIL_POLL_MS must be milliseconds/],
  ])('refuse %p', (env, message) => {
    expect(() => parseMailConfig(env)).toThrow(ConfigError);
    expect(() => parseMailConfig(env)).toThrow(message);
  });
});
