#!/usr/bin/env node
// Whether out/ is older than the sources, and a build that runs only then: used by
// `prepare` (npm install / npm ci leave the CLI and the app built), by the Playwright
// and vitest global setups (tests that spawn the built CLI or boot out/main), and by
// `npm run package:check`. Builds are serialized by a lock in /tmp so parallel runs on
// one machine never write out/ together.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file `npm run build` writes last-needed; one missing means no build. */
const BUILD_OUTPUTS = [['renderer', 'index.html'], ['main', 'index.js'], ['preload', 'preload.cjs'], ['cli', 'main.cjs'], ['ipdata', 'about.json']];
const SOURCE_DIRS = ['renderer', 'shared', 'electron'];
const BUILD_FILES = ['electron.vite.config.ts', 'scripts/build-cli.mjs', 'scripts/build-ipdata.mjs', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(projectRoot = root) {
  const built = BUILD_OUTPUTS.map((parts) => join(projectRoot, 'out', ...parts));
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return [...SOURCE_DIRS, ...BUILD_FILES].some((p) => newestMtime(join(projectRoot, p)) > oldest);
}

/** Runs `npm run build` under the lock when out/ is stale (re-checked inside the lock: another run may just have built). */
export function buildIfStale(projectRoot = root, why = 'the build in out/ is missing or older than the sources') {
  if (!buildIsStale(projectRoot)) return false;
  process.stdout.write(`${why}; running npm run build\n`);
  const lockedCheck = `node -e "import('${join(projectRoot, 'scripts', 'build-state.mjs').replaceAll('\\', '/')}').then((m) => process.exit(m.buildIsStale() ? 1 : 0))" || npm run build`;
  if (existsSync('/usr/bin/flock')) execFileSync('/usr/bin/flock', ['/tmp/master-control-build.lock', 'sh', '-c', lockedCheck], { cwd: projectRoot, stdio: 'inherit' });
  else execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' });
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale(root, 'out/ is missing or older than the sources');
