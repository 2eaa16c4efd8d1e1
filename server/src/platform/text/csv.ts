/** CSV as spreadsheet apps read it: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte order mark. */

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** Characters that make Excel, LibreOffice or Sheets treat a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What makes a text cell need either treatment below (one test for the common cell that needs neither). */
const SPECIAL = /^[=+\-@\t\r]|[",\r\n]/;

/** One cell: formula starters neutralised with a leading apostrophe, then quoted when RFC 4180 requires it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are the app's own (amounts, ids): a negative number is data, not a formula.
  if (typeof value === 'number') return String(value);
  if (!SPECIAL.test(value)) return value;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}
