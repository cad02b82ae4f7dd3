#!/usr/bin/env node
// `npm start`: build with electron-vite, then launch Electron on the built app. Where no
// Electron binary is installed, say so in one line and name the web-mode command.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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

const child = spawn(electron.path, [join(root, 'out', 'main', 'index.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
