import { describe, expect, it } from '@jest/globals';
import { assertSafeInput, inputProblem } from './input-guard.js';

describe('inputProblem', () => {
  it.each([
    ['plain JSON', { a: [1, 'two', { three: null }], 'ümlaut key': '😀 ñ 魚' }],
    ['scalars', 'text'],
    ['nothing', undefined],
    ['a paired surrogate (an emoji)', '\ud83d\ude00'],
    ['keys that merely contain the words', { constructorName: 1, myPrototype: 2, proto: 3 }],
  ])('accepts %s', (_, value) => {
    expect(inputProblem(value)).toBeNull();
  });

  it.each([
    ['constructor', { a: { b: [{ constructor: 1 }] } }],
    ['prototype', { prototype: {} }],
    ['__proto__', JSON.parse('{"x":{"__proto__":{"admin":true}}}')],
  ])('refuses a key named %s at any depth', (key, value) => {
    expect(inputProblem(value)).toBe(`A field may not be named "${key}".`);
  });

  it.each([['\ud800'], ['a\udc00b'], ['\udbff'], ['ok\ud83d']])(
    'refuses the lone surrogate in %j, in values and keys',
    (text) => {
      expect(inputProblem({ field: [text] })).toBe('Request text must be valid Unicode.');
      expect(inputProblem({ [text]: 1 })).toBe('Request text must be valid Unicode.');
    },
  );

  it('refuses nesting deeper than 32 levels, and stops walking there', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(inputProblem(deep)).toBe('Request data is nested too deeply.');
  });

  it('assertSafeInput throws a BAD_USER_INPUT error for the first problem', () => {
    expect(() => assertSafeInput({ ok: 1 }, { constructor: 2 })).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'A field may not be named "constructor".' }),
    );
    expect(() => assertSafeInput(undefined, {})).not.toThrow();
  });
});
