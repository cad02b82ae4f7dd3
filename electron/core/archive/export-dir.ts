/**
 * Where a Parquet export from the archive screen may write: a new folder (or an empty one),
 * by the same rules as every export (export-path.ts): in the app only a path the save
 * dialog returned, in web mode a plain name in the export folder, in a shell any path.
 * A folder that already holds files is refused: months of two exports would mix.
 */
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { type ExportDestination, fileNameProblem, type PathCheck } from '../viewers/export-path';

const invalid = (message: string): PathCheck => ({ ok: false, error: { kind: 'invalid_input', message, issues: [{ path: 'path', message }] } });

async function isDir(path: string): Promise<boolean | null> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return null;
  }
}

export async function parquetFolder(typed: string, destination: ExportDestination): Promise<PathCheck> {
  const text = typed.trim();
  let path: string;
  if (destination.kind === 'granted') {
    if (!destination.grants.has(text)) return invalid('Parquet is written only to a folder chosen with "Choose folder…" in this session: choose it there.');
    path = resolve(text);
  } else if (destination.kind === 'folder') {
    const problem = fileNameProblem(text);
    if (problem !== null) return invalid(problem.replace('a file name', 'a folder name').replace('attempts.csv', 'attempts-parquet'));
    path = join(destination.dir, text);
  } else {
    path = resolve(destination.cwd, text);
  }
  if ((await isDir(dirname(path))) !== true && destination.kind !== 'folder') return invalid(`The folder ${dirname(path)} does not exist. Create it first or pick another.`);
  const kind = await isDir(path);
  if (kind === false) return invalid(`${path} is a file; Parquet needs a folder of its own. Pick a new name.`);
  if (kind === true && (await readdir(path)).length > 0) {
    return { ok: false, error: { kind: 'conflict', message: `${path} already holds files; pick a new folder, so two exports never mix.` } };
  }
  return { ok: true, path, exists: kind === true };
}
