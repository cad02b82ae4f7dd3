/**
 * Builds the app once before the Playwright run when any output (renderer, main,
 * preload) is missing or older than the sources (renderer/, shared/, electron/). A lock
 * keeps parallel runs from building together.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './web-process';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const OUTPUTS = [['renderer', 'index.html'], ['main', 'index.js'], ['preload', 'preload.cjs']];

export function buildIsStale(root = projectRoot): boolean {
  const built = OUTPUTS.map((parts) => join(root, 'out', ...parts));
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return ['renderer', 'shared', 'electron'].some((dir) => newestMtime(join(root, dir)) > oldest);
}

export default function globalSetup(): void {
  if (!buildIsStale()) return;
  process.stdout.write('playwright: the build in out/ is missing or older than the sources; running npm run build\n');
  const lock = existsSync('/usr/bin/flock') ? ['/usr/bin/flock', ['/tmp/master-control-build.lock', 'npm', 'run', 'build']] : ['npm', ['run', 'build']];
  execFileSync(lock[0] as string, lock[1] as string[], { cwd: projectRoot, stdio: 'inherit' });
}
