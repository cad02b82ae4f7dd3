/**
 * Where exports may write: in Electron only a path main's save dialog returned in this
 * session, in web mode only a file name in the export folder, in the CLI any path
 * (the operator's own shell). A renderer-supplied path outside the grant or the folder is
 * refused with words, nothing is written, and the check says nothing about whether that
 * path exists. Export files are 0600.
 */
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { markIncomplete, openCsvFile } from '../../../electron/core/viewers/csv-file';
import { type ExportDestination, SaveGrants, checkExportPath, incompleteName } from '../../../electron/core/viewers/export-path';
import { createViewersFeature } from '../../../electron/core/viewers/feature';
import { systemClock, type CommandGateway } from '../../../electron/core/deps';
import { exportStartInput } from '../../../shared/ipc/viewers';
import { createFakeApi } from './fake-api';

let dir = '';
const shell = (): ExportDestination => ({ kind: 'shell', cwd: dir });
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-path-'));
  await writeFile(join(dir, 'old.csv'), 'x');
  await mkdir(join(dir, 'sub'));
});

describe('checkExportPath in the CLI (the operator\'s own shell)', () => {
  it('accepts an absolute path, or one relative to the working folder', async () => {
    expect(await checkExportPath(join(dir, 'new.csv'), false, shell())).toEqual({ ok: true, path: join(dir, 'new.csv'), exists: false });
    expect(await checkExportPath('new.csv', false, shell())).toMatchObject({ ok: true, path: join(dir, 'new.csv') });
  });

  it('refuses a missing folder or a folder as the file', async () => {
    expect(await checkExportPath(join(dir, 'nope', 'a.csv'), false, shell())).toMatchObject({ ok: false, error: { message: `The folder ${join(dir, 'nope')} does not exist. Create it first or pick another.` } });
    expect(await checkExportPath(join(dir, 'sub'), true, shell())).toMatchObject({ ok: false, error: { message: expect.stringContaining('is a folder') } });
  });

  it('will not replace an existing file unless asked', async () => {
    const path = join(dir, 'old.csv');
    expect(await checkExportPath(path, false, shell())).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('already exists') } });
    expect(await checkExportPath(path, true, shell())).toEqual({ ok: true, path, exists: true });
  });
});

describe('checkExportPath in Electron: only what the save dialog returned', () => {
  it('accepts a granted path and refuses any other, whether it exists or not, with the same words', async () => {
    const grants = new SaveGrants();
    grants.grant(join(dir, 'chosen.csv'));
    const granted: ExportDestination = { kind: 'granted', grants };
    expect(await checkExportPath(join(dir, 'chosen.csv'), false, granted)).toEqual({ ok: true, path: join(dir, 'chosen.csv'), exists: false });
    const refusals = await Promise.all(
      [join(dir, 'old.csv'), join(dir, 'never-there.csv'), '/etc/passwd', '/tmp', join(dir, 'sub', '..', 'chosen.csv.bak'), 'chosen.csv'].map((p) => checkExportPath(p, true, granted)),
    );
    const words = 'Exports are written only to a file chosen with "Choose file…" in this session: choose the file there.';
    for (const r of refusals) expect(r).toEqual({ ok: false, error: { kind: 'invalid_input', message: words, issues: [{ path: 'path', message: words }] } });
  });
});

describe('checkExportPath in web mode: a file name in the export folder', () => {
  it('writes by name into the folder, creating it', async () => {
    const exportsDir = join(dir, 'exports-a');
    expect(await checkExportPath('attempts.csv', false, { kind: 'folder', dir: exportsDir })).toEqual({ ok: true, path: join(exportsDir, 'attempts.csv'), exists: false });
    expect((await stat(exportsDir)).isDirectory()).toBe(true);
  });

  it.each(['/tmp/x.csv', '../x.csv', 'sub/x.csv', '..', '.', '.bashrc', '', 'a\\b.csv', '/var/tmp/old.csv'])('refuses %j with words', async (typed) => {
    const r = await checkExportPath(typed, true, { kind: 'folder', dir: join(dir, 'exports-b') });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringMatching(/file name|hidden file/) } });
  });
  it.each([
    ['report\u202Evsc.exe', /text-direction control/],
    ['a\u202Ab.csv', /text-direction control/],
    ['a\u2066b.csv', /text-direction control/],
    ['a\u2069b.csv', /text-direction control/],
    ['x:y.csv', /cannot hold ":"/],
    ['CON', /device name/],
    ['con.csv', /device name/],
    ['Nul.tar.gz', /device name/],
    ['PRN.txt', /device name/],
    ['aux', /device name/],
    ['COM1.csv', /device name/],
    ['lpt9', /device name/],
    ['COM¹.csv', /device name/],
    ['lpt²', /device name/],
    ['Com³.txt', /device name/],
    ['a\u200Fb.csv', /text-direction control/],
    ['a\u061Cb.csv', /text-direction control/],
    ['export.csv.', /ends with a dot or a space/],
  ])('refuses %j: bidi controls, ":" and Windows reserved names', async (typed, words) => {
    const r = await checkExportPath(typed, true, { kind: 'folder', dir: join(dir, 'exports-c') });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringMatching(words) } });
  });

  it.each(['console.csv', 'COM10.csv', 'my-nul.csv', 'lpt.csv', 'آمار.csv'])('accepts %j (near a reserved name, or right-to-left text without controls)', async (typed) => {
    expect(await checkExportPath(typed, true, { kind: 'folder', dir: join(dir, 'exports-d') })).toMatchObject({ ok: true });
  });
});

describe('exportStart with a renderer-supplied path', () => {
  function feature(exports: ExportDestination) {
    const api = createFakeApi({ attempts: 50 });
    const gateway = { call: api.call, activeProfile: () => ({}) } as unknown as CommandGateway;
    return { api, f: createViewersFeature({ gateway, events: { emit: () => undefined }, clock: systemClock, dataDir: dir, exports }) };
  }

  it('Electron: a path outside the grant is refused with words, nothing is sent and nothing written', async () => {
    const target = join(dir, 'autostart.desktop');
    const { api, f } = feature({ kind: 'granted', grants: new SaveGrants() });
    const r = await f.handlers.exportStart(exportStartInput.parse({ command: 'sevu.errorlog', path: target, overwrite: true }));
    f.dispose();
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringContaining('Choose file') } });
    expect(api.stats.requests).toHaveLength(0);
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('web mode: a path outside the export folder is refused and the file it names is untouched', async () => {
    const victim = join(dir, 'victim.txt');
    await writeFile(victim, 'keep me');
    const exportsDir = join(dir, 'exports-c');
    const { api, f } = feature({ kind: 'folder', dir: exportsDir });
    const r = await f.handlers.exportStart(exportStartInput.parse({ command: 'sevu.errorlog', path: victim, overwrite: true }));
    f.dispose();
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(api.stats.requests).toHaveLength(0);
    expect(await readFile(victim, 'utf8')).toBe('keep me');
    expect(await readdir(exportsDir).catch(() => [])).toEqual([]);
  });
});

describe('export files', () => {
  it('are created 0600, and a replaced file is made 0600 too', async () => {
    const fresh = join(dir, 'fresh.csv');
    const a = await openCsvFile(fresh, ['a'], false);
    await a.close();
    expect((await stat(fresh)).mode & 0o777).toBe(0o600);
    const old = join(dir, 'was-public.csv');
    await writeFile(old, 'x', { mode: 0o644 });
    const b = await openCsvFile(old, ['a'], true);
    await b.close();
    expect((await stat(old)).mode & 0o777).toBe(0o600);
  });
});

describe('an incomplete export’s file name', () => {
  it('takes .incomplete before the extension, and the next free name beside a file that holds it', async () => {
    expect(incompleteName('/x/attempts.csv')).toBe('/x/attempts.incomplete.csv');
    expect(incompleteName('/x/attempts', 2)).toBe('/x/attempts.incomplete-2');
    const dir = await mkdtemp(join(tmpdir(), 'mc-incomplete-'));
    await writeFile(join(dir, 'a.csv'), 'new');
    await writeFile(join(dir, 'a.incomplete.csv'), 'kept');
    expect(await markIncomplete(join(dir, 'a.csv'))).toBe(join(dir, 'a.incomplete-2.csv'));
    expect(await readFile(join(dir, 'a.incomplete.csv'), 'utf8')).toBe('kept');
    expect(await readFile(join(dir, 'a.incomplete-2.csv'), 'utf8')).toBe('new');
  });
});
