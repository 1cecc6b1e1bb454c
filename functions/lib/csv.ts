/**
 * The one CSV writer of the project (list exports): fast-csv's formatter (it comes with exceljs,
 * whose own CSV writer is fast-csv; a maintained writer, not hand-made quoting) set to RFC 4180:
 * every field quoted, quotes doubled, CRLF between records, and a UTF-8 byte order mark first so
 * spreadsheets read non-ASCII text as UTF-8.
 *
 * Formula injection (OWASP "CSV injection"): a text cell starting with = + - @, a tab or a
 * carriage return would be evaluated by a spreadsheet, so it is written with a leading
 * apostrophe. Numbers are written as numbers (a negative number is data, not a formula), and a
 * lone '-' (the lists' empty cell) as itself.
 */
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { format } from '@fast-csv/format';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as the CSV holds it: text that a spreadsheet would evaluate gets a leading apostrophe. */
export function csvSafeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A lone '-' is the lists' "nothing here" placeholder: no spreadsheet evaluates it.
  return value !== '-' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Writes the header and the rows (arrays or pages of them, streamed) to `out` as CSV. */
export async function writeCsv(
  out: Writable,
  headers: string[],
  rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>,
): Promise<number> {
  let count = 0;
  async function* records() {
    yield headers.map(csvSafeCell);
    for await (const row of rows) {
      count += 1;
      yield row.map(csvSafeCell);
    }
  }
  const formatter = format<string[], string[]>({
    writeBOM: true,
    quoteColumns: true,
    quoteHeaders: true,
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
  });
  await pipeline(Readable.from(records()), formatter, out);
  return count;
}

/** The CSV as bytes (small files and tests). */
export async function csvBytes(
  headers: string[],
  rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  await writeCsv(sink, headers, rows);
  return Buffer.concat(chunks);
}
