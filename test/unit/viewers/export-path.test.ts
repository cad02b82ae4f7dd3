import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkExportPath } from '../../../electron/core/viewers/export-path';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-path-'));
  await writeFile(join(dir, 'old.csv'), 'x');
  await mkdir(join(dir, 'sub'));
});

describe('checkExportPath', () => {
  it('accepts an absolute path in an existing folder', async () => {
    expect(await checkExportPath(join(dir, 'new.csv'), false)).toEqual({ ok: true, path: join(dir, 'new.csv'), exists: false });
  });

  it('refuses a relative path, saying why', async () => {
    const r = await checkExportPath('out.csv', false);
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringContaining('"out.csv" is relative') } });
  });

  it('resolves a relative path against a base when one is given (the CLI)', async () => {
    expect(await checkExportPath('new.csv', false, dir)).toMatchObject({ ok: true, path: join(dir, 'new.csv') });
  });

  it('refuses a missing folder', async () => {
    const r = await checkExportPath(join(dir, 'nope', 'a.csv'), false);
    expect(r).toMatchObject({ ok: false, error: { message: `The folder ${join(dir, 'nope')} does not exist. Create it first or pick another.` } });
  });

  it('refuses a folder as the file', async () => {
    expect(await checkExportPath(join(dir, 'sub'), true)).toMatchObject({ ok: false, error: { message: expect.stringContaining('is a folder') } });
  });

  it('will not replace an existing file unless asked', async () => {
    const path = join(dir, 'old.csv');
    expect(await checkExportPath(path, false)).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('already exists') } });
    expect(await checkExportPath(path, true)).toEqual({ ok: true, path, exists: true });
  });
});
