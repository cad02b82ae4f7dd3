/**
 * Where an export may write. The renderer only ever names a file; main decides whether it
 * may be written, and never answers for a path outside what it may write (so the check
 * cannot be used to learn whether some file on the machine exists):
 *
 * - in Electron, only a path main's own save dialog returned in this session (a grant
 *   held here, in main) — a path typed or forged in the renderer is refused;
 * - in web mode, only a file name in the one export folder (default under the data
 *   folder, `web --export-dir` moves it);
 * - the CLI runs in the operator's own shell: any path, relative to its working folder.
 */
import { mkdir, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { AppFailure } from '../../../shared/ipc/define';
import { BIDI_CONTROL } from '../../../shared/domain/text-controls';

export type PathCheck = { ok: true; path: string; exists: boolean } | { ok: false; error: AppFailure };

/** Paths the save dialog returned in this session: the only files the app may write. */
export class SaveGrants {
  private readonly granted = new Set<string>();

  grant(path: string): void {
    this.granted.add(resolve(path));
  }

  has(path: string): boolean {
    return isAbsolute(path) && this.granted.has(resolve(path));
  }
}

export type ExportDestination =
  | { kind: 'granted'; grants: SaveGrants }
  | { kind: 'folder'; dir: string }
  | { kind: 'shell'; cwd: string };

const invalid = (message: string): PathCheck => ({ ok: false, error: { kind: 'invalid_input', message, issues: [{ path: 'path', message }] } });

async function kindOf(path: string): Promise<'file' | 'dir' | 'other' | 'missing'> {
  try {
    const s = await stat(path);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
  } catch {
    return 'missing';
  }
}

/** Windows device names, whatever the extension or case (`con.csv`, `Com1.txt`, `LPT¹`). */
const WINDOWS_RESERVED = /^(?:CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³])(?:\.[^.]*)*$/i;

/** A plain file name: no folder part, not hidden, not `.`/`..`, printable, no direction controls, valid on Windows too. */
export function fileNameProblem(name: string): string | null {
  if (name === '' || name === '.' || name === '..' || basename(name) !== name || /[/\\]/.test(name)) {
    return `Give a file name only, e.g. attempts.csv — exports are written to the export folder; "${name}" names a folder too.`;
  }
  if (name.startsWith('.')) return `"${name}" would be a hidden file; give a name that does not start with a dot.`;
  if (/[\u0000-\u001f\u007f]/.test(name) || name.length > 200) return 'The file name holds control characters or is longer than 200 characters.';
  // A right-to-left override shows "report‮vsc.exe" as "reportexe.csv": the name must read as it is.
  if (BIDI_CONTROL.test(name)) return 'The file name holds a text-direction control character (U+202A–U+202E, U+2066–U+2069), which makes a name read as another; type it again without.';
  if (name.includes(':')) return `A file name cannot hold ":" (Windows reads it as a drive or a hidden stream of another file); "${name}" does.`;
  if (WINDOWS_RESERVED.test(name)) return `"${name}" is a device name on Windows (CON, PRN, AUX, NUL, COM1–9, LPT1–9), not a file; pick another name.`;
  if (/[. ]$/.test(name)) return `"${name}" ends with a dot or a space, which Windows drops; pick a name that ends with its extension.`;
  return null;
}

/** Checks an export target and resolves the path that would be written. */
export async function checkExportPath(typed: string, overwrite: boolean, destination: ExportDestination): Promise<PathCheck> {
  const text = typed.trim();
  let path: string;
  if (destination.kind === 'granted') {
    if (!destination.grants.has(text)) {
      return invalid('Exports are written only to a file chosen with "Choose file…" in this session: choose the file there.');
    }
    path = resolve(text);
  } else if (destination.kind === 'folder') {
    const problem = fileNameProblem(text);
    if (problem !== null) return invalid(problem);
    await mkdir(destination.dir, { recursive: true, mode: 0o700 });
    path = join(destination.dir, text);
  } else {
    path = resolve(destination.cwd, text);
  }
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

/**
 * The name an export's file takes when the run ends not complete, beside the one asked for,
 * so a file that does not hold every matching row never passes for one that does:
 * `attempts.csv` → `attempts.incomplete.csv` (the `attempt`-th free name: `attempts.incomplete-2.csv`).
 */
export function incompleteName(path: string, attempt = 1): string {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return join(dirname(path), `${stem}.incomplete${attempt > 1 ? `-${attempt}` : ''}${ext}`);
}
