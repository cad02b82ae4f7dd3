import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChannelNames } from '../../../shared/ipc/contract';
import { runCallCommand } from '../../../electron/cli/commands/call';
import { defaultDataDir } from '../../../electron/core/profiles/data-dir';
import { startSandbox } from '../../../electron/sandbox/index';

// electron/app/main.ts run under plain Node against a recording stand-in for `electron`
// (test/unit/app/fake-electron): the composition root really wires what the small,
// separately tested pieces promise.
const home = mkdtempSync(join(tmpdir(), 'mc-main-'));
// Every variable the OS data folder depends on points into the throwaway home.
const folders = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), APPDATA: join(home, 'AppData') };
const passphrase = 'shared folder passphrase';
let report: Record<string, unknown>;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11 });
  const shared = { name: 'Shared folder', baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, passphrase };
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'fake-electron', 'run-main.mjs')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      ...folders,
      // Where Electron itself would keep the data when launched on a bare script.
      FAKE_USER_DATA: join(folders.XDG_CONFIG_HOME, 'Electron'),
      MC_SECRET_BACKEND: 'vault',
      FAKE_SHARED_PROFILE: JSON.stringify(shared),
    },
    timeout: 60_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (line === undefined) throw new Error(`main.ts printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  report = JSON.parse(line) as Record<string, unknown>;
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the Electron composition root', () => {
  it('opens one hardened window on app://console', () => {
    expect(report.window).toMatchObject({
      url: 'app://console/index.html',
      options: { webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, devTools: false } },
    });
    expect(report.schemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
  });

  it('registers one sender-checked IPC handler per contract channel', () => {
    expect(report.channels).toEqual(contractChannelNames().map((n) => `mc:${n}`).sort());
    expect(report.refused).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    expect(report.info).toEqual({ ok: true, value: { mode: 'electron', version: '0.0.0-fake', platform: process.platform } });
  });

  it('opens on the built-in Sandbox account when no account is set up', () => {
    expect(report.activeId).toBe('sandbox');
  });

  it('installs permission handlers, the menu, the single-instance and quit handlers, and refuses traversal', () => {
    expect(report.permissionHandlers).toBe(true);
    expect(report.menu).toBe(true);
    // A packaged (shipped) run: the menu has no reload and no DevTools.
    expect(report.menuRoles).toEqual(expect.arrayContaining(['"role":"copy"']));
    expect((report.menuRoles as string[]).filter((r) => /reload|DevTools/i.test(r))).toEqual([]);
    expect(report.appEvents).toEqual(expect.arrayContaining(['second-instance', 'web-contents-created', 'will-quit', 'window-all-closed']));
    expect(report.traversalStatus).toBe(404);
  });

  it('keeps its data in the folder the CLI uses, not the one Electron names after the launch', () => {
    expect(report.userData).toBe(defaultDataDir({ ...folders }));
    if (process.platform === 'linux') expect(report.userData).toBe(join(folders.XDG_CONFIG_HOME, 'master-control'));
    expect(report.shared).toEqual({ vault: true, stored: { apiKey: 'set', secret: 'set', backend: 'vault' } });
  });

  it('an account saved in the app is usable from `master-control call --profile`', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const env = { ...folders, MC_SECRET_BACKEND: 'vault', MC_VAULT_PASSPHRASE: passphrase };
    const code = await runCallCommand(['video.getapps', '--profile', 'Shared folder'], { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out.join('\n')).toContain('demo-origin');
  });
});
