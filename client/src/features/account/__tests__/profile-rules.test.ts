import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MOBILE_NUMBER_PATTERN as SHARED_MOBILE_NUMBER_PATTERN } from '@waters/domain';
import { MESSAGES } from '../../../lib/messages';
import { MOBILE_NUMBER_PATTERN, PLACEHOLDERS, profileFieldErrors } from '../utils/profile-rules';

const VALID = {
  userName: 'juan.dc',
  fullName: 'Juan',
  address: 'Rosario',
  mobileNumber: '09171234567',
  emailAddress: 'juan@example.ph',
};

describe('account field rules', () => {
  it('uses the very mobile number pattern the server checks (one definition, in @waters/domain)', () => {
    expect(MOBILE_NUMBER_PATTERN).toBe(SHARED_MOBILE_NUMBER_PATTERN);
    const server = readFileSync(
      resolve(__dirname, '../../../../../server/src/modules/users/dto/profile-fields.ts'),
      'utf8',
    );
    expect(server).toMatch(/import \{[^}]*\bMOBILE_NUMBER_PATTERN\b[^}]*\} from '@waters\/domain';/);
  });

  it.each([
    '+63 917 123 4567',
    '0917-123-4567',
    '0917.123.4567',
    '09171234567',
    '+1 (555) 123-4567',
    '(02) 8123 4567',
    '+639171234567',
    PLACEHOLDERS.mobileNumber.replace('e.g. ', ''),
  ])('accepts %s', (mobile) => expect(MOBILE_NUMBER_PATTERN.test(mobile)).toBe(true));

  it.each(['12345', 'abc', '0917-abc-4567', '++63 917 123 4567', '0917_123_4567', '1234567890123456'])(
    'refuses %s',
    (mobile) => expect(MOBILE_NUMBER_PATTERN.test(mobile)).toBe(false),
  );

  it('checks e-mail addresses by the rule the server checks (one definition, isEmailAddress in @waters/domain)', () => {
    const server = readFileSync(
      resolve(__dirname, '../../../../../server/src/modules/users/dto/profile-fields.ts'),
      'utf8',
    );
    expect(server).toMatch(
      /@IsEmailAddress\(\{ message: ACCOUNT_MESSAGES\.emailInvalid \}\)\n\s+@MaxLength\(EMAIL_MAX/,
    );
  });

  it.each([
    'juan@example.ph',
    'user+tag@example.com',
    'josé@example.com',
    '"juan dela cruz"@example.com',
    PLACEHOLDERS.emailAddress.replace('e.g. ', ''),
  ])('accepts the e-mail address %s', (email) =>
    expect(profileFieldErrors({ ...VALID, emailAddress: email })).toEqual({}),
  );

  // The server has always refused these; the form now says so before anything is sent.
  it.each([
    'a@b.c',
    'juan..dc@example.com',
    'juan@1.2.3.4',
    'juan@my_host.com',
    'juan@example.com.',
    'Juan <juan@example.com>',
  ])('refuses the e-mail address %s', (email) =>
    expect(profileFieldErrors({ ...VALID, emailAddress: email })).toEqual({ emailAddress: MESSAGES.emailInvalid }),
  );

  it('a required message wins over a format message, and formats are checked once filled', () => {
    expect(profileFieldErrors(VALID)).toEqual({});
    expect(profileFieldErrors({ ...VALID, mobileNumber: '  ', emailAddress: '' })).toEqual({
      mobileNumber: MESSAGES.mobileRequired,
      emailAddress: MESSAGES.emailRequired,
    });
    expect(profileFieldErrors({ ...VALID, userName: 'juan dc', mobileNumber: '12', emailAddress: 'juan@' })).toEqual({
      userName: MESSAGES.userNameInvalid,
      mobileNumber: MESSAGES.mobileInvalid,
      emailAddress: MESSAGES.emailInvalid,
    });
  });
});
