// Writing CSV (RFC 4180) for files people open in a spreadsheet: a field with a comma, a
// double quote, a CR or LF is quoted and its quotes doubled; lines end with CRLF. A text
// field that starts with = + - @ (or a tab or CR) would run as a formula in a spreadsheet
// (CSV injection), so it gets a leading apostrophe; a plain decimal number ("-5.00") is data
// and stays as it is. Pure: the member's history and the operator's report both write with it.

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: empty for null, numbers as written, text guarded against formulas and quoted when it must be. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;
