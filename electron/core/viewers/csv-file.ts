/**
 * A CSV file written a page at a time in the one CSV format (shared/domain/csv-format:
 * RFC 4180 quoting, formula-safe cells). Each page of records becomes one text written
 * as one chunk — a stream write per record cost more than the quoting — and writes wait
 * for `drain`, so pages never queue in memory faster than the disk takes them. Every chunk holds whole records, so closing at any
 * point leaves a valid file.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { access, chmod, link, rename, unlink } from 'node:fs/promises';
import { csvText } from '../../../shared/domain/csv-format';
import { incompleteName } from './export-path';

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
  // A disk error fails the stream; remember it so writes stop waiting for a drain that never comes.
  let failure: unknown = null;
  const failed = new Promise<void>((resolve) => file.once('error', (e: unknown) => { failure = e; resolve(); }));
  const write = async (text: string): Promise<void> => {
    if (failure !== null) throw failure;
    if (!file.write(text)) await Promise.race([once(file, 'drain'), failed]);
    if (failure !== null) throw failure;
  };
  await write(csvText([header]));
  return {
    async write(records) {
      if (records.length > 0) await write(csvText(records));
    },
    async close() {
      if (failure !== null) throw failure;
      file.end();
      await Promise.race([once(file, 'close'), failed]);
      if (failure !== null) throw failure;
    },
  };
}

/**
 * Renames a closed export file to its incomplete name (export-path.ts) and answers the new
 * path. A hard link then an unlink, so a file already holding that name is never replaced:
 * the next free name is taken instead. Where the disk has no hard links (FAT, some shares),
 * a rename to a name seen free.
 */
export async function markIncomplete(path: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const target = incompleteName(path, attempt);
    try {
      await link(path, target);
    } catch (e) {
      if (attempt >= 100) throw e;
      if ((e as NodeJS.ErrnoException).code === 'EEXIST' || (await exists(target))) continue;
      await rename(path, target);
      return target;
    }
    await unlink(path);
    return target;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(() => true, () => false);
}
