import { describe, expect, it } from '@jest/globals';
import { characterCount, isSafeImageUrl, MOBILE_NUMBER_PATTERN } from '@waters/domain';

describe('MOBILE_NUMBER_PATTERN', () => {
  it.each(['+63 917 555 0101', '0917-555-0101', '(046) 434 1234', '+1 (555) 123.4567', '09175550101', '+639175550101', '0917 555 0101'])('accepts %p', (mobile) => {
    expect(MOBILE_NUMBER_PATTERN.test(mobile)).toBe(true);
  });

  it.each(['abc', '', '++63 917', '12', '0917 555 0101 ext 5', '0917--555-0101', ' 0917 555 0101', '0917 555 0101\n', '+'])('rejects %p', (mobile) => {
    expect(MOBILE_NUMBER_PATTERN.test(mobile)).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it.each(['https://cdn.example.com/fish/danggit.webp', 'http://example.com/x.png', 'https://example.com/x.png?size=large&v=2', '/images/x.webp', '/images/products/danggit.webp'])(
    'accepts %p',
    (url) => {
      expect(isSafeImageUrl(url)).toBe(true);
    },
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/png;base64,xx', '//evil.example/x.png', 'ftp://x/y', 'file:///etc/passwd', 'images/x.webp', 'https://', ''])(
    'rejects %p',
    (url) => {
      expect(isSafeImageUrl(url)).toBe(false);
    },
  );

  it.each([
    '/images/my fish.webp',
    'https://example.com/a b.png',
    '/images/x.webp"onerror="alert(1)',
    "/images/x.webp'",
    '/images/<script>.png',
    'https://example.com/x.png>',
    '/images/x.webp\n',
    '/images/x.webp\t',
    '/images\\x.webp',
    '/images/`x`.webp',
  ])('rejects %p, which contains whitespace, quotes, angle brackets or other unsafe characters', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });

  it('accepts 500 characters and rejects 501', () => {
    const atLimit = '/' + 'a'.repeat(499);
    expect(atLimit).toHaveLength(500);
    expect(isSafeImageUrl(atLimit)).toBe(true);
    expect(isSafeImageUrl(atLimit + 'a')).toBe(false);
    expect(isSafeImageUrl('https://example.com/' + 'a'.repeat(500))).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['/images/x.webp']])('rejects the non-string %p', (value) => {
    expect(isSafeImageUrl(value)).toBe(false);
  });
});

describe('characterCount', () => {
  it('counts plain text by characters', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('hello')).toBe(5);
    expect(characterCount('Señora')).toBe(6);
  });

  it('counts an emoji outside the BMP as one character, not two UTF-16 units', () => {
    expect('🐟'.length).toBe(2);
    expect(characterCount('🐟')).toBe(1);
    expect(characterCount('😀'.repeat(500))).toBe(500);
    expect(characterCount('ok 👍')).toBe(4);
  });
});
