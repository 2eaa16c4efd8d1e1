import { describe, expect, it } from '@jest/globals';
import { bearerOf, sessionTokenOf } from './bearer-token.js';

describe('bearerOf: the one reading of an Authorization header', () => {
  it('tells an API key from a session token by its mark', () => {
    expect(bearerOf('Bearer wtr_3fK9aQ2xABC')).toEqual({ kind: 'apiKey', secret: 'wtr_3fK9aQ2xABC' });
    expect(bearerOf('bearer eyJhbGciOiJIUzI1NiJ9.e30.sig')).toEqual({
      kind: 'session',
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    });
  });

  it('reads nothing from a missing, empty, spaced or other-scheme header', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Bearer a b', 'Basic dXNlcjpwYXNz', 'wtr_abc'])
      expect(bearerOf(header)).toBeNull();
  });

  it('gives the session caches a session token only, never a key', () => {
    expect(sessionTokenOf('Bearer wtr_3fK9aQ2xABC')).toBeNull();
    expect(sessionTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
  });
});
