import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChannelNames } from '../../../shared/ipc/contract';

// The BUILT main bundle (out/main/index.js, what the package ships; the vitest setup
// rebuilds out/ when stale) booted under plain Node against the same recording stand-in
// for `electron` as main-composition.test.ts: a wrong preload path or a protocol that is
// not registered in the bundle fails here, not only in a packaged app.
const root = join(import.meta.dirname, '..', '..', '..');
const home = mkdtempSync(join(tmpdir(), 'mc-built-'));
let report: {
  schemes: unknown;
  protocols: string[];
  window: { url: string; options: { webPreferences: { preload: string; contextIsolation: boolean; sandbox: boolean } } } | null;
  channels: string[];
  index: { status: number; type: string | null; html: string } | null;
  activeId: string | null;
};

beforeAll(() => {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'fake-electron', 'run-main.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, FAKE_MAIN: 'built', HOME: home, XDG_CONFIG_HOME: join(home, '.config'), APPDATA: join(home, 'AppData'), FAKE_USER_DATA: join(home, 'Electron'), MC_SECRET_BACKEND: 'vault' },
    timeout: 60_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (line === undefined) throw new Error(`out/main/index.js printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  report = JSON.parse(line) as typeof report;
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the built main bundle (out/main/index.js)', () => {
  it('loads its preload from the built preload file', () => {
    const preload = report.window?.options.webPreferences.preload ?? '';
    expect(preload).toBe(join(root, 'out', 'preload', 'preload.cjs'));
    expect(existsSync(preload)).toBe(true);
    expect(report.window?.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true });
  });

  it('registers app:// as privileged and serves the built renderer through it', () => {
    expect(report.schemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    expect(report.protocols).toEqual(['app']);
    expect(report.window?.url).toBe('app://console/index.html');
    expect(report.index).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
    expect(report.index?.html).toMatch(/<script type="module"[^>]*src="[^"]*assets\/index-[^"]+\.js"/);
  });

  it('wires one IPC handler per contract channel and opens on the Sandbox account', () => {
    expect(report.channels).toEqual(contractChannelNames().map((n) => `mc:${n}`).sort());
    expect(report.activeId).toBe('sandbox');
  });
});
