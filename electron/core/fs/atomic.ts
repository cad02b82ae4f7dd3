/**
 * Small files written whole: write to a temp file, fsync, rename. A crash leaves either
 * the old file or the new one, never half of each (docs/architecture.md, Persistence).
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ensurePrivateDir } from './private-dir';

/** Writes `text` to `path` atomically, creating the folder 0700. `mode` 0o600: these files are the user's own. */
export async function writeTextAtomic(path: string, text: string): Promise<void> {
  await ensurePrivateDir(dirname(path));
  await writeFileAtomic(path, text, { encoding: 'utf8', mode: 0o600, fsync: true });
}

/** Writes a value as pretty JSON, atomically. */
export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeTextAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

export type JsonRead = { found: false } | { found: true; value: unknown } | { found: true; value?: undefined; problem: string };

/** Reads a JSON file: missing → found false; unreadable JSON → a problem in words (never throws for those). */
export async function readJsonFile(path: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { found: false };
    throw err;
  }
  try {
    return { found: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { found: true, problem: `${path} is not valid JSON (${(err as Error).message})` };
  }
}
