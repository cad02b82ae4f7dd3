/**
 * The console's side of a sync's staging: staged pages (staged-page.ts) written straight
 * to files in the archive's `sync/` folder, which the archive process reads with DuckDB.
 * Files rather than messages because sending a page's text to the archive process cost
 * more than fetching it (the IPC channel copies and serialises every string); a page is a
 * few writes. A batch of about BATCH_ROWS rows is handed over when full: its rows, and the
 * places and shapes first seen since the last batch. The rows of the newest archived
 * second go to one file of their own, read at the commit.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { StagedPage, StagedText } from './staged-page';

/** Rows a batch holds before the archive reads it: about half of one of DuckDB's row groups (122,880), so the last read is short. */
export const BATCH_ROWS = 50_000;
export const BOUNDARY_FILE = 'boundary.csv';
export const batchFile = (n: number, part: 'rows' | 'places' | 'shapes'): string => `${part}-${n}.csv`;

/** A CSV file written a page at a time, readable by the owner only (it holds viewers' addresses). */
class CsvPart {
  private readonly fd: number;
  private open = true;
  rows = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w', 0o600);
  }

  add(part: StagedText): void {
    if (part.rows > 0) writeSync(this.fd, part.text);
    this.rows += part.rows;
  }

  close(): void {
    if (this.open) closeSync(this.fd);
    this.open = false;
  }
}

/** The lowest place and shape numbers some rows use. */
export interface Least {
  place: number;
  shape: number;
}

/** A handed-over batch: its number (naming its files), how many records each holds, and the least numbers its rows use. */
export interface SyncBatch {
  n: number;
  rows: number;
  places: number;
  shapes: number;
  least: Least;
}

const lower = (into: Least, from: Least): void => {
  into.place = Math.min(into.place, from.place);
  into.shape = Math.min(into.shape, from.shape);
};

export class SyncFiles {
  private batch: { n: number; rows: CsvPart; places: CsvPart; shapes: CsvPart; least: Least } | null = null;
  private batches = 0;
  private readonly boundary: CsvPart;
  /** The least numbers the boundary rows use (the pages' that held some: never above theirs). */
  readonly boundaryLeast: Least = { place: Infinity, shape: Infinity };

  /** `dir`: the sync folder the archive process made (0700) for this sync. */
  constructor(private readonly dir: string) {
    this.boundary = new CsvPart(join(dir, BOUNDARY_FILE));
  }

  /** Writes the page; answers the batch when it is now full (closed, ready to read). */
  add(page: StagedPage): SyncBatch | null {
    if (this.batch === null) {
      const n = ++this.batches;
      const part = (p: 'rows' | 'places' | 'shapes'): CsvPart => new CsvPart(join(this.dir, batchFile(n, p)));
      this.batch = { n, rows: part('rows'), places: part('places'), shapes: part('shapes'), least: { place: Infinity, shape: Infinity } };
    }
    this.batch.rows.add(page.later);
    this.batch.places.add(page.places);
    this.batch.shapes.add(page.shapes);
    this.boundary.add(page.boundary);
    if (page.later.rows > 0) lower(this.batch.least, page.least);
    if (page.boundary.rows > 0) lower(this.boundaryLeast, page.least);
    return this.batch.rows.rows >= BATCH_ROWS ? this.handOver() : null;
  }

  /** The batch being written, closed; null when no page came since the last. */
  handOver(): SyncBatch | null {
    const b = this.batch;
    this.batch = null;
    if (b === null) return null;
    for (const part of [b.rows, b.places, b.shapes]) part.close();
    return { n: b.n, rows: b.rows.rows, places: b.places.rows, shapes: b.shapes.rows, least: b.least };
  }

  /** Closes the files (a batch not handed over is left for the archive process to remove); answers the boundary file's rows. */
  finish(): number {
    this.handOver();
    this.boundary.close();
    return this.boundary.rows;
  }
}
