/** CSV as spreadsheet apps read it: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte order mark. */

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** Characters that make Excel, LibreOffice or Sheets treat a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starters neutralised with a leading apostrophe, then quoted when RFC 4180 requires it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are the app's own (amounts, ids): a negative number is data, not a formula.
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}
