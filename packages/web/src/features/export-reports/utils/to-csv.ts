export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): text starting with = + - @, or a tab
 * or carriage return before one. Such text gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted (quotes doubled) when it holds a quote, comma or line break; text that would
 * start a formula is defused first. Numbers and booleans are written as they are; null is an empty field.
 * toCsvField('=SUM(A1)') → "'=SUM(A1)"; toCsvField('a "b", c') → '"a ""b"", c"'.
 */
export function toCsvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one row per item, CRLF line ends (RFC 4180), ending with one. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => toCsvField(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => toCsvField(column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
