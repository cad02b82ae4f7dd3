/**
 * One CSV format for every writer of a grid's rows: the full export in main (a file
 * written page by page) and a grid's "Export CSV" of the page on screen (a download in
 * the renderer). Both run csv-stringify with these options over cells made by the same
 * column list, so the two files of one search have the same header and the same bytes
 * per row.
 */
import type { Options } from 'csv-stringify/sync';
import { neutraliseCsvCell } from './csv-cell';

/** A CSV column: its header and how one row becomes that cell's text. */
export interface CsvColumn<Row> {
  /** CSV header: the spec's member name, so a partner can map it to the documentation. */
  key: string;
  cell: (row: Row) => string;
}

/** One row as the CSV cells of the given columns, in order. */
export function toCells<Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] {
  return columns.map((c) => c.cell(row));
}

export function headerOf<Row>(columns: readonly CsvColumn<Row>[]): string[] {
  return columns.map((c) => c.key);
}

// CRLF between records (RFC 4180). Giving record_delimiter turns off csv-stringify's own
// quoting of line breaks, so fields holding CR or LF — and fields with edge spaces that
// spreadsheets would trim — are quoted explicitly.
// Every text cell passes the one neutraliser (csv-cell.ts): a cell starting with a formula
// sign, full-width ones included, gets a leading ' so a spreadsheet shows it as text
// (attempt page and referrer URLs are viewer-controlled). csv-stringify's own
// escape_formulas misses the full-width signs, so it is off.
export const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  quoted_match: [/[\r\n]/, /^\s|\s$/],
  escape_formulas: false,
  cast: { string: (value: string) => neutraliseCsvCell(value) },
};
