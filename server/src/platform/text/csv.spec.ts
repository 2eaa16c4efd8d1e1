import { describe, expect, it } from '@jest/globals';
import { csvCell, csvRow } from './csv.js';

describe('csv', () => {
  it('quotes per RFC 4180 only when needed, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Ñoño 🐟')).toBe('Ñoño 🐟');
  });

  it('neutralises formula starters with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
