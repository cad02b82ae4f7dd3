/**
 * The data folder and the folders under it (cache, sheets, exports) hold the operator's
 * accounts, reads and plans: readable by the owner only. Created 0700, and tightened to
 * 0700 at start when found looser (a folder made by an older version, or by hand, 0755).
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;

/** Creates `dir` (and missing parents) 0700; an existing one looser than 0700 is tightened. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir);
}

/** The same, for writers that are already async (a parent made by mkdir -p is 0700 too). */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

function tighten(dir: string): void {
  // Windows has no such bits: its folders take the user profile's ACL.
  if (process.platform === 'win32') return;
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) chmodSync(dir, mode & PRIVATE_DIR_MODE);
}
