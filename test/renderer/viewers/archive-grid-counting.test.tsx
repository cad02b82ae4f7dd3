/**
 * While a filter's matches are counted, the archive grid says so in its position line — the
 * line it always shows — so nothing is inserted above the grid and the grid does not move
 * when the count comes (it used to be a line of its own above the grid, there only while counting).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ArchivePage, ArchiveRow } from '../../../shared/domain/archive/grid';
import { ArchiveGrid } from '../../../renderer/src/features/viewers/ArchiveGrid';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';

const row = (id: number): ArchiveRow => ({ id, time: '2026-03-01 00:00:00', timeText: null, key: `cam_8.${id}`, ip: null, country: null, asn: null, app: 'live', video: null, success: true, reason: 'Success', server: null });
const page: ArchivePage = { rows: Array.from({ length: 100 }, (_, i) => row(i)), total: null, upTo: 500, more: true, page: 0, pageSize: 100 };

/** What comes before the grid in the archive's section, by tag and class: any line added there moves the grid. */
const aboveGrid = (): string[] => {
  const kids = [...document.querySelector('section.mv-archive-grid')!.children];
  return kids.slice(0, kids.findIndex((k) => k.classList.contains('mv-grid-area'))).map((k) => `${k.tagName}.${k.className}`);
};

it('says "counting the matches…" in the position line, then the total, with nothing above the grid added or removed', async () => {
  const fake = installFake();
  let release: (total: number) => void = () => {};
  const counted = new Promise<number>((resolve) => (release = resolve));
  fake.on('viewers.archivePage', { ok: true, value: page }).on('viewers.archiveCount', async () => ({ ok: true, value: { total: await counted } }));
  render(<ArchiveGrid disabled={false} />);
  useMc.getState().setArchiveGridFilter({ key: 'cam_8.' });
  const searched = useMc.getState().searchArchiveGrid();
  await screen.findByText('Page 1 · rows 1–100, counting the matches…');
  const whileCounting = aboveGrid();
  release(250);
  await searched;
  await screen.findByText('Page 1 · rows 1–100 of 250');
  await waitFor(() => expect(useMc.getState().viewersArchiveGrid.counting).toBe(false));
  expect(aboveGrid()).toEqual(whileCounting);
  expect(screen.queryByText(/counting the matches/i)).toBeNull();
});
