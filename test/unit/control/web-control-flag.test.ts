/**
 * `master-control web --control-port N [--control-scopes …]`: the control API runs from
 * launch with those scopes and the printed line carries "control" {url, token}; without
 * the flag it is off.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError, parseWebArgs, startWebMode } from '../../../electron/cli/commands/web';

const tmp = mkdtempSync(join(tmpdir(), 'mc-web-control-'));
const io = { out: () => {}, err: () => {} };

describe('--control-port and --control-scopes', () => {
  it('default to off; scopes default to read and operate; a bad scope is a usage error', () => {
    expect(parseWebArgs([]).control).toBeUndefined();
    expect(parseWebArgs(['--control-port', '0']).control).toEqual({ port: 0, scopes: ['read', 'operate'], companion: null });
    expect(parseWebArgs(['--control-port', '9', '--control-scopes', 'destructive,read']).control).toEqual({ port: 9, scopes: ['read', 'destructive'], companion: null });
    expect(parseWebArgs(['--control-port', '0', '--control-companion', '127.0.0.1:8000']).control?.companion).toBe('127.0.0.1:8000');
    expect(() => parseWebArgs(['--control-port', '0', '--control-companion', 'companion.example:8000'])).toThrow(/loopback/);
    expect(() => parseWebArgs(['--control-port', '0', '--control-scopes', 'read,admin'])).toThrow(UsageError);
    expect(() => parseWebArgs(['--control-scopes', 'read'])).toThrow(/need --control-port/);
  });

  it('adds "control" {url, token} to the line, and the API answers with that token only', async () => {
    writeFileSync(join(tmp, 'index.html'), '<h1>x</h1>');
    const web = await startWebMode({ ...parseWebArgs(['--control-port', '0', '--sandbox', '--data-dir', join(tmp, 'data'), '--renderer-dir', tmp]) }, io);
    try {
      const control = web.line.control!;
      expect(control.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${control.url}/v1/state`)).status).toBe(401);
      const state = await fetch(`${control.url}/v1/state`, { headers: { Authorization: `Bearer ${control.token}` } });
      expect(state.status).toBe(200);
      expect(((await state.json()) as { account: { id: string } }).account.id).toBe('sandbox');
      expect((await fetch(`${control.url}/v1/disconnect-all`, { method: 'POST', headers: { Authorization: `Bearer ${control.token}` } })).status).toBe(403);
    } finally {
      await web.close();
    }
    const off = await startWebMode({ ...parseWebArgs(['--data-dir', join(tmp, 'data2'), '--renderer-dir', tmp]) }, io);
    expect(off.line.control).toBeUndefined();
    await off.close();
  });
});
