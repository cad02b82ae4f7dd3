// Where the Electron binary is, WITHOUT `require('electron')` — that would start the
// lazy download, which cannot succeed on machines without access to GitHub releases.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The executable's path, or null with the reason it is missing. */
export function findElectronBinary(projectRoot = root, env = process.env) {
  const pkg = join(projectRoot, 'node_modules', 'electron');
  if (!existsSync(pkg)) return { path: null, reason: 'the electron package is not installed (run npm install)' };
  const pathFile = join(pkg, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const full = join(env.ELECTRON_OVERRIDE_DIST_PATH, name ?? 'electron');
    return existsSync(full) ? { path: full, reason: null } : { path: null, reason: `ELECTRON_OVERRIDE_DIST_PATH has no ${name ?? 'electron'}` };
  }
  if (name === null) return { path: null, reason: 'its binary could not be downloaded (node_modules/electron/path.txt is missing)' };
  const full = join(pkg, 'dist', name);
  return existsSync(full) ? { path: full, reason: null } : { path: null, reason: `its binary is missing (${full})` };
}
