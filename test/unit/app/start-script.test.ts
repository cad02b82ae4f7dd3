import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FOLDER } from '../../../electron/core/profiles/data-dir';
// @ts-expect-error -- plain .mjs helper without type declarations
import { findElectronBinary } from '../../../scripts/electron-binary.mjs';
// @ts-expect-error -- plain .mjs script without type declarations
import { electronBlocker, electronLaunchArgs } from '../../../scripts/start.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'mc-start-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Found = { path: string | null; reason: string | null };
const find = findElectronBinary as (root: string, env: Record<string, string>) => Found;
const blocker = electronBlocker as (found: Found, platform: string, env: Record<string, string>) => string | null;

/** Runs scripts/start.mjs without Electron and with `xdg-open` replaced; resolves each stdout line as it comes. */
function startWithout(opener: string) {
  const bin = join(tmp, `bin-${opener}`);
  mkdirSync(bin, { recursive: true });
  const runtime = join(tmp, `runtime-${opener}`);
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  const opened = join(bin, 'opened');
  // The fake opener records the URL; "failing" stands for a machine where no browser opens.
  writeFileSync(join(bin, 'xdg-open'), opener === 'records' ? `#!/bin/sh\necho "$1" > ${opened}\n` : '#!/bin/sh\nexit 3\n', { mode: 0o755 });
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    // An empty Electron folder: the binary is missing on every machine.
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ELECTRON_OVERRIDE_DIST_PATH: join(tmp, 'empty'), MC_DATA_DIR: join(tmp, `data-${opener}`), XDG_RUNTIME_DIR: runtime },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters.splice(0)) w();
  });
  const nextLines = (n: number) =>
    new Promise<string[]>((done, fail) => {
      const check = () => (lines.length >= n ? done(lines.slice(0, n)) : waiters.push(check));
      child.once('exit', (code) => fail(new Error(`start.mjs exited ${code} after: ${lines.join(' | ')}`)));
      check();
    });
  return { nextLines, opened };
}
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGTERM');
});

describe('npm start where Electron cannot run', () => {
  it('says so in one line, then serves the console with the sandbox and opens the default browser on a private page (its path only) that sends it to a one-time launch address', async () => {
    const run = startWithout('records');
    const [first, second] = await run.nextLines(2);
    expect(first).toBe('Electron cannot run here: ELECTRON_OVERRIDE_DIST_PATH has no electron; opening the console in your browser instead (web mode, Sandbox account)');
    const origin = /at (http:\/\/127\.0\.0\.1:\d+)\/ \(Ctrl-C stops it\)$/.exec(second ?? '')?.[1];
    expect(origin).toBeDefined();
    const opened = readFileSync(run.opened, 'utf8').trim();
    expect(opened).toMatch(/^file:\/\/\/.*\/runtime-records\/master-control-\d+-open\.html$/);
    const file = fileURLToPath(opened);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const launch = /url=([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    expect(launch).toMatch(new RegExp(`^${origin!.replace(/\./g, '\\.')}/\\?launch=[\\w-]+$`));
    const page = await fetch(launch);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // Traded for the token, the launch has done its job: the page is removed.
    const traded = await fetch(`${origin!}/mc-launch`, { method: 'POST', headers: { 'X-MC-Launch': new URL(launch).searchParams.get('launch')! } });
    expect(traded.status).toBe(200);
    await vi.waitFor(() => expect(existsSync(file)).toBe(false), { timeout: 10_000, interval: 50 });
  });

  it('prints the URL when no browser can be opened', async () => {
    const [, second] = await startWithout('failing').nextLines(2);
    expect(second).toMatch(/^No browser could be opened here; open http:\/\/127\.0\.0\.1:\d+\/\?token=\S+ \(Ctrl-C stops it\)$/);
  });

  it('counts a Linux machine without a display as one where Electron cannot run', () => {
    const found = { path: '/opt/electron', reason: null };
    expect(blocker(found, 'linux', {})).toMatch(/no display/);
    expect(blocker(found, 'linux', { DISPLAY: ':0' })).toBeNull();
    expect(blocker(found, 'darwin', {})).toBeNull();
    expect(blocker({ path: null, reason: 'its binary could not be downloaded' }, 'linux', { DISPLAY: ':0' })).toBe('its binary could not be downloaded');
  });
});

describe('npm start with an Electron binary', () => {
  it('launches Electron on the package folder, whose package.json leads to the built main process', () => {
    const launch = electronLaunchArgs as (root: string, extra: string[]) => string[];
    expect(launch(root, ['--inspect'])).toEqual([root, '--inspect']);
    // Electron on a folder reads package.json: `main` is what electron-vite builds, and
    // `name` is the app name Electron uses (on a bare script it would say "Electron").
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string; name: string };
    expect(resolve(root, pkg.main)).toBe(join(root, 'out', 'main', 'index.js'));
    expect(pkg.name).toBe(APP_FOLDER);
  });
});

describe('findElectronBinary', () => {
  it('finds the binary named by path.txt without downloading anything', () => {
    const project = join(tmp, 'project');
    mkdirSync(join(project, 'node_modules', 'electron', 'dist'), { recursive: true });
    writeFileSync(join(project, 'node_modules', 'electron', 'path.txt'), 'electron');
    expect(find(project, {}).path).toBeNull();
    writeFileSync(join(project, 'node_modules', 'electron', 'dist', 'electron'), '');
    expect(find(project, {})).toEqual({ path: join(project, 'node_modules', 'electron', 'dist', 'electron'), reason: null });
  });

  it('explains a missing package or path.txt', () => {
    expect(find(join(tmp, 'nowhere'), {}).reason).toMatch(/not installed/);
    const bare = join(tmp, 'bare');
    mkdirSync(join(bare, 'node_modules', 'electron'), { recursive: true });
    expect(find(bare, {}).reason).toMatch(/could not be downloaded/);
  });
});
