/**
 * One CSV format for every writer of a grid's rows: the full export in main (a file
 * written page by page) and a grid's "Export CSV" of the page on screen (a download in
 * the renderer). Both write with `csvText` over cells made by the same column list, so
 * the two files of one search have the same header and the same bytes per row.
 *
 * The format is csv-stringify's with CSV_REFERENCE_OPTIONS (below): RFC 4180 quoting, CRLF
 * between records and after the last, every text cell through the formula neutraliser.
 * `csvText` writes exactly those bytes itself because csv-stringify cost ~2.5 µs per
 * record (its per-field option handling), a quarter of a million-row export's time;
 * test/unit/viewers/csv-text-reference.test.ts holds it byte for byte to csv-stringify
 * with these options for any cells.
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
export const CSV_REFERENCE_OPTIONS: Options = {
  record_delimiter: 'windows',
  quoted_match: [/[\r\n]/, /^\s|\s$/],
  escape_formulas: false,
  cast: { string: (value: string) => neutraliseCsvCell(value) },
};

/** A comma, a quote or a line break: the field is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;
/** A white space at either edge (JavaScript's \s, as the reference's quoted_match): quoted, so no reader trims it. */
const EDGE_SPACE = /^\s|\s$/;
const QUOTES = /"/g;

/** One cell as it stands in the file: neutralised, then quoted (quotes doubled) when it must be. */
function field(cell: string): string {
  const text = neutraliseCsvCell(cell);
  if (text === '') return text;
  // Printable ASCII at both edges is the usual case; only then can the edge test be skipped.
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  const plainEdges = first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f;
  if (!NEEDS_QUOTES.test(text) && (plainEdges || !EDGE_SPACE.test(text))) return text;
  return `"${text.replace(QUOTES, '""')}"`;
}

/** Records of text cells as CSV text, each record ended by CRLF (the header is a record like the others). */
export function csvText(records: readonly (readonly string[])[]): string {
  let out = '';
  for (const record of records) {
    for (let i = 0; i < record.length; i += 1) {
      if (i > 0) out += ',';
      out += field(record[i]!);
    }
    out += '\r\n';
  }
  return out;
}
