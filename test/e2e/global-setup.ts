/**
 * Builds the app once before the e2e run when out/renderer is missing or older than
 * the sources (renderer/, shared/). A lock keeps parallel runs from building together.
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

export function rendererIsStale(root = projectRoot): boolean {
  const built = join(root, 'out', 'renderer', 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newestMtime(join(root, 'renderer')), newestMtime(join(root, 'shared')));
  return sources > statSync(built).mtimeMs;
}

export default function globalSetup(): void {
  if (!rendererIsStale()) return;
  process.stdout.write('e2e: out/renderer is missing or older than the sources; running npm run build\n');
  const lock = existsSync('/usr/bin/flock') ? ['/usr/bin/flock', ['/tmp/master-control-build.lock', 'npm', 'run', 'build']] : ['npm', ['run', 'build']];
  execFileSync(lock[0] as string, lock[1] as string[], { cwd: projectRoot, stdio: 'inherit' });
}
