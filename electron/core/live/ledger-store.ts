/** The split ledger on disk: `live-split-ledger.json` under the data folder, newest last, capped. */
import { join } from 'node:path';
import type { LedgerRow } from '../../../shared/domain/live/ledger';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const LEDGER_FILE = 'live-split-ledger.json';
/**
 * Rows on disk, at most: a split every 30 s for a week is ~20,000, and the whole file is
 * read and written again on each append, so it must not grow for good.
 */
export const LEDGER_MAX_ROWS = 20_000;

interface LedgerFile {
  version: 1;
  rows: LedgerRow[];
}

export class LedgerStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, LEDGER_FILE);
  }

  private async load(): Promise<LedgerRow[]> {
    const file = await readJsonFile<LedgerFile>(this.path, { version: 1, rows: [] });
    return Array.isArray(file.rows) ? file.rows : [];
  }

  append(rows: readonly LedgerRow[]): Promise<void> {
    return this.queue.run(async () => {
      const all = [...(await this.load()), ...rows].slice(-LEDGER_MAX_ROWS);
      await writeJsonFile(this.path, { version: 1, rows: all } satisfies LedgerFile);
    });
  }

  /** Newest first. */
  async list(): Promise<LedgerRow[]> {
    return this.queue.run(async () => (await this.load()).reverse());
  }
}
