/**
 * Run sheets on disk: one JSON file per sheet under `sheets/` in the data folder, written
 * atomically with mode 0600 like every other store, and validated by the sheet schema on
 * every read — a hand-edited file that no longer fits is reported in words, never run.
 * Secret members are kept only as masks (shared/domain/sheets/secrets.ts).
 * A read is kept while the file's stat (inode, size, mtime) is the same, so a timed cue's
 * fire reads no file and parses nothing on its way to the send, and a hand edit is still
 * seen at the next read. Each caller gets its own copy.
 */
import { statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sheetProblemWords } from '../../../shared/domain/sheets/problems';
import { type Sheet, sheetSchema } from '../../../shared/domain/sheets/schema';
import { withoutSecrets } from '../../../shared/domain/sheets/secrets';
import type { SheetSummary } from '../../../shared/ipc/sheets';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';

export const SHEETS_DIR = 'sheets';

export type SheetRead = { ok: true; sheet: Sheet } | { ok: false; problem: string };

/** Sheet ids become file names: only these characters, so no id can name a path outside the folder. */
export const safeSheetId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export class SheetStore {
  readonly dir: string;
  /** Per id: the file's stat when it was read, and what the read gave. */
  private readonly kept = new Map<string, { stamp: string; read: SheetRead }>();

  constructor(dataDir: string) {
    this.dir = join(dataDir, SHEETS_DIR);
  }

  private path(id: string): string {
    if (!safeSheetId(id)) throw new Error(`not a sheet id: ${JSON.stringify(id)}`);
    return join(this.dir, `${id}.json`);
  }

  async get(id: string): Promise<SheetRead | null> {
    if (!safeSheetId(id)) return null;
    const stamp = this.stamp(id);
    const kept = this.kept.get(id);
    if (stamp !== null && kept?.stamp === stamp) return structuredClone(kept.read);
    const read = await this.read(id);
    if (stamp !== null && read !== null && this.stamp(id) === stamp) this.kept.set(id, { stamp, read: structuredClone(read) });
    return read;
  }

  /** The file's identity now (a stat on this thread: no queue of the I/O pool stands before a fire), or null when absent. */
  private stamp(id: string): string | null {
    try {
      const st = statSync(this.path(id));
      return `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
  }

  private async read(id: string): Promise<SheetRead | null> {
    const read = await readJsonFile(this.path(id));
    if (!read.found) return null;
    if ('problem' in read) return { ok: false, problem: read.problem };
    const parsed = sheetSchema.safeParse(read.value);
    if (!parsed.success) return { ok: false, problem: `sheet ${id} does not fit the sheet format: ${sheetProblemWords(parsed.error, read.value).join('; ')}` };
    // A hand-edited file with a key in it is read without the key: a sheet never hands one out.
    return { ok: true, sheet: withoutSecrets(parsed.data).sheet };
  }

  /** Writes the sheet with every secret member masked (a sheet file never holds a secret); returns what was written. */
  async save(sheet: Sheet): Promise<Sheet> {
    const safe = withoutSecrets(sheet).sheet;
    this.kept.delete(sheet.id);
    await writeJsonAtomic(this.path(sheet.id), safe);
    return safe;
  }

  async remove(id: string): Promise<boolean> {
    if ((await this.get(id)) === null) return false;
    this.kept.delete(id);
    await rm(this.path(id), { force: true });
    return true;
  }

  /** Every sheet, by name; unreadable files are listed with their problem so nothing vanishes silently. */
  async list(): Promise<SheetSummary[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const ids = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).filter(safeSheetId);
    const rows = await Promise.all(ids.map(async (id): Promise<SheetSummary | null> => {
      const r = await this.get(id);
      if (r === null) return null;
      if (!r.ok) return { id, name: id, account: '', accountName: '', cues: 0, problem: r.problem };
      return { id, name: r.sheet.name, account: r.sheet.account, accountName: r.sheet.accountName, cues: r.sheet.cues.length, problem: null };
    }));
    return rows.filter((r): r is SheetSummary => r !== null).sort((a, b) => a.name.localeCompare(b.name));
  }
}
