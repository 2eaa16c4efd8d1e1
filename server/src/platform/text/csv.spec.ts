import { describe, expect, it } from '@jest/globals';
import { CSV_BOM, csvCell, csvRow, readCsv } from './csv.js';

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

describe('readCsv', () => {
  it('reads back what csvRow writes, quotes, commas and line breaks included, with the line each record starts on', () => {
    const text = CSV_BOM + csvRow(['id', 'note']) + csvRow(['a,1', 'say "hi"']) + csvRow(['b', 'two\nlines']) + 'c,';
    expect(readCsv(text)).toEqual({
      records: [
        { line: 1, cells: ['id', 'note'] },
        { line: 2, cells: ['a,1', 'say "hi"'] },
        { line: 3, cells: ['b', 'two\nlines'] },
        { line: 5, cells: ['c', ''] },
      ],
      error: null,
    });
  });

  it('takes LF line ends and blank lines, and refuses a stray or unclosed quote naming its line', () => {
    expect(readCsv('a\n\nb\n').records).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['b'] },
    ]);
    expect(readCsv('a\nb"c\n').error).toEqual({
      line: 2,
      message: 'A quote inside a value is only allowed when the whole value is quoted.',
    });
    expect(readCsv('a\n"b"c\n').error?.line).toBe(2);
    expect(readCsv('a\nb\n"c,\nd').error).toEqual({ line: 3, message: 'A quoted value is not closed.' });
  });
});
