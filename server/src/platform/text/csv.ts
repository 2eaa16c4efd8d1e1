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
  // A loop, not map and join: a million-row export writes 17 million cells.
  let row = values.length > 0 ? csvCell(values[0]) : '';
  for (let i = 1; i < values.length; i++) row += ',' + csvCell(values[i]);
  return row + CSV_EOL;
}

/** One record of a CSV file, with the line it starts on (1-based: the header is line 1). */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/** What a file that is not CSV has wrong, and on which line. */
export interface CsvSyntaxError {
  readonly line: number;
  readonly message: string;
}

/**
 * Reads CSV as csvRow writes it and spreadsheets save it (RFC 4180 quoting, CRLF or LF line ends, a
 * byte order mark ignored), strictly: a quote opens a whole cell and closes it, or the file is
 * refused at that line rather than guessed at. Blank lines are records of one empty cell.
 */
export function readCsv(text: string): { records: CsvRecord[]; error: CsvSyntaxError | null } {
  const records: CsvRecord[] = [];
  const refuse = (line: number, message: string) => ({ records, error: { line, message } });
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let closed = false;
  let line = 1;
  let start = 1;
  for (let i = text.startsWith(CSV_BOM) ? 1 : 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[++i];
      else if (char === '"') [quoted, closed] = [false, true];
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === ',') {
      cells.push(cell);
      [cell, closed] = ['', false];
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      records.push({ line: start, cells: [...cells, cell] });
      [cells, cell, closed] = [[], '', false];
      start = ++line;
    } else if (closed) return refuse(line, 'A quoted value must end at a comma or at the end of the line.');
    else if (char === '"') {
      if (cell !== '') return refuse(line, 'A quote inside a value is only allowed when the whole value is quoted.');
      quoted = true;
    } else cell += char;
  }
  if (quoted) return refuse(start, 'A quoted value is not closed.');
  if (cells.length > 0 || cell !== '' || closed) records.push({ line: start, cells: [...cells, cell] });
  return { records, error: null };
}
