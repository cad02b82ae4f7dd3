#!/usr/bin/env node
// `npm start`: build with electron-vite, then launch Electron on the built app. Where
// Electron cannot run (no binary, or no display on Linux), say so in ONE line, then start
// web mode with the Sandbox account, open the default browser on it and keep serving
// until Ctrl-C; the URL is printed either way, so it works where no browser opens.
// The browser is opened on a private page that sends it on to the one-time launch address
// (launch-page.mjs): the opener's command line (and a fresh browser's) is visible to every
// local process, so it carries only the page's path, never the nonce or the token. The
// token URL is only printed, never passed. `npm start -- --demo` always takes web mode, with
// the control API on 8787, and prints how to press a button and drop a push (demo-lines.mjs).
// Web mode's log lines are shown as plain sentences (no time stamp, no level).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-state.mjs';
import { demoLines, demoWebArgs } from './demo-lines.mjs';
import { findElectronBinary } from './electron-binary.mjs';
import { writeLaunchPage } from './launch-page.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Electron's arguments: the package folder, not the built script. Electron then reads
 * package.json (its `main`, and its `name` as the app name) as a packaged app would;
 * on a bare script it calls itself "Electron". The Electron e2e launches with this too.
 */
export function electronLaunchArgs(projectRoot = root, extra = []) {
  return [projectRoot, ...extra];
}

/** Why Electron cannot run here, or null when it can. */
export function electronBlocker(found, platform = process.platform, env = process.env) {
  if (found.path === null) return found.reason;
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) return 'there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)';
  return null;
}

/** The platform's "open this URL in the default browser" command. */
export function browserOpener(platform = process.platform) {
  if (platform === 'darwin') return ['open', []];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  return ['xdg-open', []];
}

/** Resolves true when the opener ran and exited 0. */
function openBrowser(url) {
  const [cmd, args] = browserOpener();
  return new Promise((done) => {
    const child = spawn(cmd, [...args, url], { stdio: 'ignore', detached: process.platform !== 'win32' });
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
  });
}

function stopWith(child) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** A log line of web mode as a plain sentence: "2026-…Z INFO Secrets are…" → "Secrets are…"; a problem keeps its word. */
export function plainLine(line) {
  const m = /^\d{4}-\d\d-\d\dT[\d:.]+Z (INFO|WARN|ERROR|DEBUG) (.*)$/.exec(line);
  if (m === null) return line;
  return m[1] === 'INFO' || m[1] === 'DEBUG' ? m[2] : `${m[1] === 'WARN' ? 'Warning' : 'Problem'}: ${m[2]}`;
}

async function startWebMode(blocker, demo) {
  process.stdout.write(blocker === null ? 'The demo: the console in your browser (web mode, Sandbox account) with the control API on\n' : `Electron cannot run here: ${blocker}; opening the console in your browser instead (web mode, Sandbox account)\n`);
  buildIfStale(root);
  const web = spawn(process.execPath, [join(root, 'bin', 'master-control.cjs'), ...(demo ? demoWebArgs() : ['web', '--sandbox'])], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  stopWith(web);
  // Its problems are shown; its own "open URL in your browser" line is said below instead.
  createInterface({ input: web.stderr }).on('line', (line) => {
    if (!line.startsWith('master-control web: open ')) process.stderr.write(`${plainLine(line)}\n`);
  });
  let page = null;
  process.once('exit', () => page?.remove());
  for await (const line of createInterface({ input: web.stdout })) {
    let printed;
    try {
      printed = JSON.parse(line);
    } catch {
      continue;
    }
    // The launch was traded for the token: the page has done its one job.
    if (printed?.launched === true) page?.remove();
    if (page !== null || typeof printed?.url !== 'string' || typeof printed?.launch_url !== 'string') continue;
    page = writeLaunchPage(printed.launch_url);
    const opened = await openBrowser(page.fileUrl);
    if (!opened) page.remove();
    const where = new URL(printed.url).origin;
    process.stdout.write(opened ? `Master Control is open in your browser at ${where}/ (Ctrl-C stops it)\n` : `No browser could be opened here; open ${printed.url} (Ctrl-C stops it)\n`);
    if (demo) for (const line of demoLines(printed) ?? ['The control API did not start (see above); the console runs without it']) process.stdout.write(`${line}\n`);
  }
}

async function main() {
  // Checked first: building for a binary that is not there only delays the one line.
  const electron = findElectronBinary(root);
  const blocker = electronBlocker(electron);
  const demo = process.argv.includes('--demo');
  if (blocker !== null || demo) return startWebMode(blocker, demo);

  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('npm start: the build failed (see above); nothing was launched\n');
    process.exit(2);
  }
  stopWith(spawn(electron.path, electronLaunchArgs(root, process.argv.slice(2)), { cwd: root, stdio: 'inherit' }));
}

// Run only as a script: the Electron e2e imports electronLaunchArgs from here.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
