import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChannelNames } from '../../../shared/ipc/contract';

// electron/app/main.ts run under plain Node against a recording stand-in for `electron`
// (test/unit/app/fake-electron): the composition root really wires what the small,
// separately tested pieces promise.
const userData = mkdtempSync(join(tmpdir(), 'mc-main-'));
let report: Record<string, unknown>;

beforeAll(() => {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'fake-electron', 'run-main.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, FAKE_USER_DATA: userData, MC_SECRET_BACKEND: 'none' },
    timeout: 60_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (line === undefined) throw new Error(`main.ts printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  report = JSON.parse(line) as Record<string, unknown>;
});
afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('the Electron composition root', () => {
  it('opens one hardened window on app://console', () => {
    expect(report.window).toMatchObject({
      url: 'app://console/index.html',
      options: { webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false } },
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
    expect(report.appEvents).toEqual(expect.arrayContaining(['second-instance', 'web-contents-created', 'will-quit', 'window-all-closed']));
    expect(report.traversalStatus).toBe(404);
  });
});
