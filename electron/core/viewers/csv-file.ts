/**
 * A CSV file written row by row through csv-stringify (RFC 4180 quoting: fields holding a
 * comma, quote, CR or LF are quoted, quotes doubled). Writes wait for `drain`, so rows
 * never queue in memory faster than the disk takes them. Every record is written whole,
 * so closing at any point leaves a valid file.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

export interface CsvFile {
  write(records: string[][]): Promise<void>;
  /** Ends the file and waits until it is flushed and closed. */
  close(): Promise<void>;
}

/**
 * Opens `path` for writing with the header row. `replace` false uses the exclusive flag so
 * a file that appeared since the path was checked is never overwritten.
 */
export async function openCsvFile(path: string, header: string[], replace: boolean): Promise<CsvFile> {
  // 0600: a ticket export holds each viewer's pass. A replaced file keeps its old mode, so set it.
  const file = createWriteStream(path, { flags: replace ? 'w' : 'wx', mode: 0o600 });
  await once(file, 'open');
  await chmod(path, 0o600);
  // CRLF between records (RFC 4180). Giving record_delimiter turns off csv-stringify's own
  // quoting of line breaks, so fields holding CR or LF — and fields with edge spaces that
  // spreadsheets would trim — are quoted explicitly.
  // escape_formulas: a cell starting with =, +, -, @, tab or CR gets a leading ' so a
  // spreadsheet shows it as text (attempt page and referrer URLs are viewer-controlled).
  const csv = stringify({ header: true, columns: header, record_delimiter: 'windows', quoted_match: [/[\r\n]/, /^\s|\s$/], escape_formulas: true });
  const flushed = pipeline(csv, file);
  // A disk error rejects `flushed`; remember it so writes stop waiting for a drain that never comes.
  let failure: unknown = null;
  flushed.catch((e: unknown) => {
    failure = e;
  });
  return {
    async write(records) {
      for (const record of records) {
        if (failure !== null) throw failure;
        if (!csv.write(record)) await Promise.race([once(csv, 'drain'), flushed]);
      }
    },
    async close() {
      csv.end();
      await flushed;
    },
  };
}
