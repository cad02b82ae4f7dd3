import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../electron/cli/boot';
import { parseWebArgs, runWebCommand, startWebMode } from '../../../electron/cli/commands/web';

const tmp = mkdtempSync(join(tmpdir(), 'mc-webcmd-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe('web command arguments', () => {
  it('defaults to a free loopback port and the OS user-data folder', () => {
    const o = parseWebArgs([], { XDG_CONFIG_HOME: '/home/x/.config' });
    expect(o.port).toBe(0);
    expect(o.sandbox).toBe(false);
    if (process.platform === 'linux') expect(o.dataDir).toBe('/home/x/.config/master-control');
  });

  it('reads port, sandbox, seed and data dir', () => {
    expect(parseWebArgs(['--port', '4321', '--sandbox', '--sandbox-seed', '7', '--data-dir', '/d'])).toMatchObject({ port: 4321, sandbox: true, sandboxSeed: 7, dataDir: '/d' });
  });

  it('reads how many stored destinations the sandbox holds, and refuses a count that is not one', () => {
    expect(parseWebArgs(['--sandbox', '--sandbox-services', '200'])).toMatchObject({ sandboxServices: 200 });
    expect(() => parseWebArgs(['--sandbox-services', 'many'])).toThrow(/--sandbox-services must be a whole number/);
  });

  it('refuses non-loopback hosts and bad numbers with a sentence', () => {
    expect(() => parseWebArgs(['--host', '0.0.0.0'])).toThrow(/binds loopback only/);
    expect(() => parseWebArgs(['--host', '192.168.1.5'])).toThrow(/SSH tunnel/);
    expect(() => parseWebArgs(['--port', '70000'])).toThrow(/--port must be a whole number/);
    expect(() => parseWebArgs(['--sandbox-seed', 'x'])).toThrow(/--sandbox-seed/);
    expect(() => parseWebArgs(['--nope'])).toThrow();
  });

  it('picks the platform user-data folder', () => {
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\x\\AppData\\Roaming' }, 'win32')).toContain('master-control');
    expect(defaultDataDir({}, 'darwin')).toContain(join('Library', 'Application Support', 'master-control'));
  });

  it('MC_DATA_DIR moves the folder for the app, web mode and the CLI alike', () => {
    expect(defaultDataDir({ MC_DATA_DIR: '/srv/mc-rehearsal', XDG_CONFIG_HOME: '/home/x/.config' }, 'linux')).toBe('/srv/mc-rehearsal');
    expect(defaultDataDir({ MC_DATA_DIR: 'rel/dir' }, 'linux')).toBe(join(process.cwd(), 'rel/dir'));
    expect(defaultDataDir({ MC_DATA_DIR: '', XDG_CONFIG_HOME: '/home/x/.config' }, 'linux')).toBe('/home/x/.config/master-control');
    expect(parseWebArgs([], { MC_DATA_DIR: '/srv/mc-rehearsal' }).dataDir).toBe('/srv/mc-rehearsal');
  });
});

describe('runWebCommand', () => {
  it('says clearly when the renderer has not been built, and exits 2', async () => {
    const { io, err, out } = capture();
    expect(await runWebCommand(['--renderer-dir', join(tmp, 'nothing'), '--data-dir', tmp], io, {})).toBe(2);
    expect(err.join('\n')).toContain('the renderer has not been built: run npm run build');
    expect(out).toEqual([]);
  });

  it('prints its options for --help and exits 0', async () => {
    const { io, out } = capture();
    expect(await runWebCommand(['--help'], io, {})).toBe(0);
    expect(out.join('\n')).toMatch(/--sandbox-seed N[\s\S]*--data-dir DIR/);
  });

  it('exits 2 with the usage for a bad flag', async () => {
    const { io, err } = capture();
    expect(await runWebCommand(['--port', 'abc'], io, {})).toBe(2);
    expect(err.join('\n')).toContain('usage: master-control web');
  });
});

describe('a port already in use', () => {
  it('is said in words, with exit 2', async () => {
    writeFileSync(join(tmp, 'index.html'), '<h1>x</h1>');
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const { io, err, out } = capture();
      expect(await runWebCommand(['--port', String(port), '--renderer-dir', tmp, '--data-dir', join(tmp, 'busy')], io, {})).toBe(2);
      expect(err.join('\n')).toContain(`port ${port} is already in use`);
      expect(out).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});

describe('startWebMode', () => {
  it('serves the contract with the in-process sandbox and names its admin with --sandbox', async () => {
    writeFileSync(join(tmp, 'index.html'), '<h1>x</h1>');
    const { io } = capture();
    const web = await startWebMode({ port: 0, dataDir: join(tmp, 'data'), rendererDir: tmp, sandbox: true, sandboxSeed: 3 }, io);
    try {
      expect(web.line.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
      expect(web.line.sandbox_admin?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__admin\/$/);
      const page = await fetch(web.line.url);
      expect(page.status).toBe(200);
      expect((await fetch(new URL('/?token=not-this-launch', web.line.url))).status).toBe(401);
    } finally {
      await web.close();
    }
  });
});
