#!/usr/bin/env node
// `npm start`: build with electron-vite, then launch Electron on the built app. Where no
// Electron binary is installed, say so in one line and name the web-mode command.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Electron's arguments: the package folder, not the built script. Electron then reads
 * package.json (its `main`, and its `name` as the app name) as a packaged app would;
 * on a bare script it calls itself "Electron". The Electron e2e launches with this too.
 */
export function electronLaunchArgs(projectRoot = root, extra = []) {
  return [projectRoot, ...extra];
}

function main() {
  // Checked first: building for a binary that is not there only delays the one line.
  const electron = findElectronBinary(root);
  if (electron.path === null) {
    process.stdout.write('Electron is not installed on this machine (its binary could not be downloaded); run the console in your browser instead: npm run web\n');
    process.exit(1);
  }

  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('npm start: the build failed (see above); nothing was launched\n');
    process.exit(2);
  }

  const child = spawn(electron.path, electronLaunchArgs(root, process.argv.slice(2)), { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// Run only as a script: the Electron e2e imports electronLaunchArgs from here.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
