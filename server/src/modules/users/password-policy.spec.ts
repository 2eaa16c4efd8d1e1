import { describe, expect, it } from '@jest/globals';
import { passwordProblem } from './password-policy.js';

const USER = 'juan.delacruz';

describe('passwordProblem', () => {
  it('accepts a good password', () => {
    expect(passwordProblem('Tuyo-at-Sinangag-42', USER)).toBeNull();
  });

  it('rejects 7 characters and accepts 8', () => {
    expect(passwordProblem('kx7#Qm2', USER)).toMatch(/8 to 128 characters/);
    expect(passwordProblem('kx7#Qm2z', USER)).toBeNull();
  });

  it('accepts 128 characters and rejects 129', () => {
    const atMax = 'kx7#Qm2z'.repeat(16);
    expect(atMax).toHaveLength(128);
    expect(passwordProblem(atMax, USER)).toBeNull();
    expect(passwordProblem(atMax + 'a', USER)).toMatch(/8 to 128 characters/);
  });

  it('rejects the empty password', () => {
    expect(passwordProblem('', USER)).not.toBeNull();
  });

  it.each(['12345678', 'password1', 'Password1', 'PASSWORD1', 'PassWord123', 'P@ssw0rd', 'iloveyou', 'Waters123'])(
    'rejects the common password %p whatever its case',
    (password) => {
      expect(passwordProblem(password, USER)).toMatch(/too common/);
    },
  );

  it('rejects a password equal to the user name, ignoring case and surrounding spaces in the name', () => {
    expect(passwordProblem('juan.delacruz', USER)).toMatch(/user name/);
    expect(passwordProblem('Juan.DelaCruz', USER)).toMatch(/user name/);
    expect(passwordProblem('juan.delacruz', '  Juan.DelaCruz ')).toMatch(/user name/);
  });

  it('accepts a password that merely contains the user name', () => {
    expect(passwordProblem('juan.delacruz-Bangus!9', USER)).toBeNull();
  });
});

describe('passwordProblem against breached and trivial passwords', () => {
  it.each(['aaaaaaaa', 'abababab', 'qwerty12', 'Password1!', 'dragon2024', 'Sunshine!!', 'monkey123'])(
    'rejects %p',
    (password) => {
      expect(passwordProblem(password, USER)).toMatch(/too common/);
    },
  );

  it.each([' '.repeat(8), '\t'.repeat(8), '\u00a0'.repeat(8)])('rejects the blank password %p', (password) => {
    expect(passwordProblem(password, USER)).toMatch(/only spaces/);
  });

  it.each(['\u0000'.repeat(8), 'kx7#Qm2z\u0000', 'kx7#Q\nm2z', 'kx7#Q\u007fm2z'])(
    'rejects control characters in %p',
    (password) => {
      expect(passwordProblem(password, USER)).toMatch(/control characters/);
    },
  );

  it.each([
    'dragonfly-2024!',
    'tinapa-and-rice-42',
    'mga isda sa Cavite',
    'Ñandú-Ülkü-2026',
    '魚の干物が好きです',
    'kx7 Qm2z 9',
  ])('accepts the printable password %p', (password) => {
    expect(passwordProblem(password, USER)).toBeNull();
  });

  it('counts characters, not UTF-16 units: four emoji are four characters', () => {
    expect(passwordProblem('🐟🐠🐡🦈', USER)).toMatch(/8 to 128 characters/);
    expect(passwordProblem('🐟🐠🐡🦈🐟🐠🐡🦈', USER)).toBeNull();
  });

  it('ships a list of at least 10,000 breached passwords long enough to pass the length rule', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const eligible = dictionary['passwords-common'].filter((p: string) => [...p].length >= 8);
    expect(eligible.length).toBeGreaterThanOrEqual(10_000);
    for (const p of eligible.slice(0, 2_000)) expect(passwordProblem(p, USER)).not.toBeNull();
  });
});
