/**
 * The archive grid's count comes after its page: a narrowing filter's page arrives with no
 * count, the store shows it ("counting") and then asks main for the count of that filter up to
 * that page's newest row; a count that comes back after a newer search is not shown over it.
 */
import { expect, it } from 'vitest';
import type { ArchivePage } from '../../../shared/domain/archive/grid';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { archiveHasMore } from '../../../renderer/src/features/viewers/archive-grid-part';

const pageOf = (total: number | null, upTo: number): ArchivePage => ({ rows: [], total, upTo, more: false, page: 0, pageSize: 100 });

it("asks the shown filter's count once its page is shown, and shows it", async () => {
  const fake = installFake();
  fake.on('viewers.archivePage', { ok: true, value: pageOf(null, 41) }).on('viewers.archiveCount', { ok: true, value: { total: 7 } });
  useMc.getState().setArchiveGridFilter({ key: 'cam_8.' });
  await useMc.getState().searchArchiveGrid();
  expect(fake.callsTo('viewers.archiveCount')).toEqual([{ filter: { key: 'cam_8.' }, upTo: 41 }]);
  expect(useMc.getState().viewersArchiveGrid).toMatchObject({ counting: false, shown: { total: 7, upTo: 41 } });
});

it('a count that comes back after a newer search leaves that search alone', async () => {
  const fake = installFake();
  let release: (total: number) => void = () => {};
  const late = new Promise<number>((resolve) => (release = resolve));
  fake.on('viewers.archivePage', { ok: true, value: pageOf(null, 41) }).on('viewers.archiveCount', async () => ({ ok: true, value: { total: await late } }));
  useMc.getState().setArchiveGridFilter({ key: 'cam_8.' });
  const first = useMc.getState().searchArchiveGrid();
  await expect.poll(() => fake.callsTo('viewers.archiveCount').length).toBe(1);
  expect(useMc.getState().viewersArchiveGrid.counting).toBe(true);
  fake.on('viewers.archivePage', { ok: true, value: pageOf(500, 42) });
  useMc.getState().setArchiveGridFilter({ key: '' });
  await useMc.getState().searchArchiveGrid();
  release(7);
  await first;
  expect(useMc.getState().viewersArchiveGrid.shown).toMatchObject({ total: 500, upTo: 42 });
});

it('Next is offered by main\'s exact answer while the count is pending, not by a full page', async () => {
  const full = { ...pageOf(null, 41), rows: Array.from({ length: 100 }, () => ({}) as ArchivePage['rows'][number]) };
  expect(archiveHasMore({ ...full, more: false })).toBe(false);
  expect(archiveHasMore({ ...full, more: true })).toBe(true);
  expect(archiveHasMore(null)).toBe(false);
});
