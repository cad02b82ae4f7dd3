import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_FOLDER } from '../../../electron/core/profiles/data-dir';
// @ts-expect-error -- plain .mjs helper without type declarations
import { findElectronBinary } from '../../../scripts/electron-binary.mjs';
// @ts-expect-error -- plain .mjs script without type declarations
import { electronLaunchArgs } from '../../../scripts/start.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'mc-start-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Found = { path: string | null; reason: string | null };
const find = findElectronBinary as (root: string, env: Record<string, string>) => Found;

describe('npm start without an Electron binary', () => {
  it('says so in one line, names the web-mode command and exits 1', () => {
    // Point Electron at an empty folder so the binary is missing on every machine.
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: join(tmp, 'empty') },
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual([
      'Electron is not installed on this machine (its binary could not be downloaded); run the console in your browser instead: npm run web',
    ]);
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
