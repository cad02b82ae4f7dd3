/**
 * The data folder at start: it and its working folders are made (or tightened to) 0700,
 * and the temp files of atomic writes a crash left behind are removed.
 */
import { join } from 'node:path';
import { removeLeftoverTemps } from './leftovers';
import { ensurePrivateDirSync } from './private-dir';

/** Prepares `dataDir` and its `folders` (cache, sheets); returns how many leftover temp files were removed. */
export function prepareDataFolder(dataDir: string, folders: readonly string[]): number {
  ensurePrivateDirSync(dataDir);
  const dirs = folders.map((f) => join(dataDir, f));
  for (const dir of dirs) ensurePrivateDirSync(dir);
  return removeLeftoverTemps([dataDir, ...dirs]);
}
