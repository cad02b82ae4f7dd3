/**
 * Temp files of atomic writes that never finished. write-file-atomic writes `<file>.<n>`
 * (n a 32-bit number) and renames it over `<file>`; a crash or a kill in between leaves
 * the temp file behind for good (50 MB were seen after a while). Removed at start — only
 * those older than a minute, so a second console writing right now keeps its own.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `profiles.json.3402882341`, `audit.jsonl.17`: a file name with write-file-atomic's numeric suffix. */
const TEMP_NAME = /\.(?:json|jsonl|csv)\.\d{1,10}$/;
const MIN_AGE_MS = 60_000;

/** Removes leftover temp files directly in each of `dirs` and one level below; returns how many went. */
export function removeLeftoverTemps(dirs: readonly string[], now: number = Date.now()): number {
  let removed = 0;
  for (const dir of dirs) {
    for (const entry of listing(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        for (const inner of listing(path)) if (inner.isFile() && removeIfLeftover(join(path, inner.name), inner.name, now)) removed += 1;
      } else if (entry.isFile() && removeIfLeftover(path, entry.name, now)) removed += 1;
    }
  }
  return removed;
}

function listing(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function removeIfLeftover(path: string, name: string, now: number): boolean {
  if (!TEMP_NAME.test(name)) return false;
  try {
    if (now - statSync(path).mtimeMs < MIN_AGE_MS) return false;
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}
