/**
 * The sheet store keeps a read while the file is unchanged (a timed cue's fire then reads
 * no file on its way to the send), sees a hand edit at the next read, forgets on save and
 * remove, and hands each caller its own copy.
 */
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SheetStore } from '../../../electron/core/sheets/store';
import { sixCueSheet } from './fixtures';

function savedStore() {
  const store = new SheetStore(mkdtempSync(join(tmpdir(), 'mc-sheet-kept-')));
  return { store, file: (id: string) => join(store.dir, `${id}.json`) };
}

const nameOf = async (store: SheetStore, id: string) => {
  const r = await store.get(id);
  return r?.ok ? r.sheet.name : r;
};

it('keeps a read while the file is the same: bytes changed in place with the same size and time are not read again', async () => {
  const { store, file } = savedStore();
  const sheet = await store.save({ ...sixCueSheet(), name: 'Show AAAA' });
  const at = new Date('2026-12-02T16:00:00.000Z');
  utimesSync(file(sheet.id), at, at);
  expect(await nameOf(store, sheet.id)).toBe('Show AAAA');
  const before = statSync(file(sheet.id));
  writeFileSync(file(sheet.id), readFileSync(file(sheet.id), 'utf8').replace('Show AAAA', 'Show BBBB'));
  utimesSync(file(sheet.id), at, at);
  const after = statSync(file(sheet.id));
  expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);
  expect(await nameOf(store, sheet.id)).toBe('Show AAAA');
});

it('reads a hand edit at the next read, and a save or a remove at once', async () => {
  const { store, file } = savedStore();
  const sheet = await store.save({ ...sixCueSheet(), name: 'Show A' });
  expect(await nameOf(store, sheet.id)).toBe('Show A');
  writeFileSync(file(sheet.id), readFileSync(file(sheet.id), 'utf8').replace('Show A', 'Show by hand'));
  utimesSync(file(sheet.id), new Date(), new Date(Date.now() + 5000));
  expect(await nameOf(store, sheet.id)).toBe('Show by hand');
  writeFileSync(file(sheet.id), '{ not json');
  utimesSync(file(sheet.id), new Date(), new Date(Date.now() + 10_000));
  expect(await nameOf(store, sheet.id)).toEqual({ ok: false, problem: expect.stringMatching(/is not valid JSON/) });
  await store.save({ ...sheet, name: 'Show C' });
  expect(await nameOf(store, sheet.id)).toBe('Show C');
  expect(await store.remove(sheet.id)).toBe(true);
  expect(await store.get(sheet.id)).toBeNull();
});

it('hands each caller its own copy: changing one read changes no other', async () => {
  const { store } = savedStore();
  const sheet = await store.save(sixCueSheet());
  for (let i = 0; i < 2; i++) {
    // The first read is the file's, the second the kept one's.
    const read = await store.get(sheet.id);
    if (!read?.ok) throw new Error('not read');
    read.sheet.name = 'changed by a caller';
    read.sheet.cues.length = 0;
  }
  const second = await store.get(sheet.id);
  expect(second?.ok && second.sheet.name).toBe(sheet.name);
  expect(second?.ok && second.sheet.cues.length).toBe(sheet.cues.length);
});
