/**
 * Checks the file an export will write. In Electron a save dialog picks it; in web mode
 * (and the CLI) a person types it, so it must be absolute, its folder must exist, and an
 * existing file is replaced only when the operator said so.
 */
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { AppFailure } from '../../../shared/ipc/define';

export type PathCheck = { ok: true; path: string; exists: boolean } | { ok: false; error: AppFailure };

const invalid = (message: string): PathCheck => ({ ok: false, error: { kind: 'invalid_input', message, issues: [{ path: 'path', message }] } });

async function kindOf(path: string): Promise<'file' | 'dir' | 'other' | 'missing'> {
  try {
    const s = await stat(path);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
  } catch {
    return 'missing';
  }
}

/** `relativeBase` lets the CLI accept paths relative to its working folder; the app passes none. */
export async function checkExportPath(typed: string, overwrite: boolean, relativeBase?: string): Promise<PathCheck> {
  const text = typed.trim();
  if (!isAbsolute(text) && relativeBase === undefined) {
    return invalid(`Give the full path of the file, starting with /, e.g. /home/me/attempts.csv — "${text}" is relative.`);
  }
  const path = resolve(relativeBase ?? '/', text);
  const folder = dirname(path);
  if ((await kindOf(folder)) !== 'dir') return invalid(`The folder ${folder} does not exist. Create it first or pick another.`);
  const kind = await kindOf(path);
  if (kind === 'dir') return invalid(`${path} is a folder. Give a file name inside it, e.g. ${path}/export.csv.`);
  if (kind === 'other') return invalid(`${path} is not a regular file; pick another name.`);
  if (kind === 'file' && !overwrite) {
    return { ok: false, error: { kind: 'conflict', message: `${path} already exists. Choose "Replace the existing file" to overwrite it, or pick another name.` } };
  }
  return { ok: true, path, exists: kind === 'file' };
}
