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
