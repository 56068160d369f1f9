/**
 * CSV for the operator console's exports and the owner's results export: RFC 4180 (comma, CRLF line ends, fields quoted when they hold a quote, comma,
 * CR or LF, quotes doubled; also when they hold a semicolon, the separator Excel uses in locales whose decimal mark is
 * a comma, where an unquoted `x;=1+1` would split into a second cell that is a formula), UTF-8 with a byte-order mark so Excel opens accents and non-Latin names correctly
 * (without it Excel guesses the legacy code page); the rules and the reasons are in docs/operator-console.md.
 */

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A spreadsheet treats a cell starting with one of these as a formula (or, for tab and CR, as a way to smuggle one). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

export type CsvValue = string | number | boolean | Date | null | undefined;

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * One field: formula triggers neutralised with a leading apostrophe (the cell is then shown as text, and the
 * apostrophe is what a person sees), then quoted when it holds a separator (`,` or `;`), a quote or a line end. Numbers and booleans we write
 * ourselves are never neutralised, so a count stays a number; every string is, whoever wrote it.
 */
export function csvField(value: CsvValue): string {
  let cell = text(value);
  if (typeof value === 'string' && cell.length > 0 && FORMULA_TRIGGERS.has(cell[0]!)) cell = `'${cell}`;
  return /[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + LINE_END;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * The whole file as a stream of text chunks: the BOM and header first, then one chunk per batch of rows as the
 * batches arrive, so memory holds one batch at a time whatever the number of rows.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(columns.map((column) => column.header));
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    let chunk = '';
    for (const row of batch) chunk += csvRow(columns.map((column) => column.value(row)));
    yield chunk;
  }
}
