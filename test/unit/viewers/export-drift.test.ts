/**
 * Exports over a live errorlog whose paging drifts (drifting-log.ts): the count the export
 * reports equals the rows in its file, each of the service's rows once, or the run says
 * "Not complete" and its file is named as incomplete — never "Complete" over a duplicate or
 * a hole.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExport } from '../../../electron/core/viewers/export-run';
import { systemClock } from '../../../electron/core/deps';
import { summaryOf } from '../../../electron/core/viewers/export-words';
import { readCsv } from './csv-read';
import { type DriftFaults, createDriftingLog } from './drifting-log';

async function exportOf(f: DriftFaults, pageSize = 1000) {
  const fake = createDriftingLog(f);
  const path = join(await mkdtemp(join(tmpdir(), 'mc-export-drift-')), 'attempts.csv');
  const final = await runExport({
    id: 'drift', call: fake.call, command: 'sevu.errorlog', params: {}, path, replace: false, pageSize, concurrency: 4,
    signal: new AbortController().signal, clock: systemClock, onProgress: () => {}, progressEveryMs: 0,
  });
  const keys = readCsv(await readFile(final.path, 'utf8')).slice(1).map((r) => r[0]);
  return { final, keys, asked: path, fake };
}

/** Keys sorted: the file against the service's rows, as a multiset. */
const sorted = (keys: readonly (string | undefined)[]): string[] => keys.map(String).sort();

/** What every run must hold: its figures are its file's, and "complete" only over exactly the service's rows. */
function holds(r: Awaited<ReturnType<typeof exportOf>>): void {
  expect(r.keys).toHaveLength(r.final.rows);
  if (r.final.complete === true) {
    expect(r.final.path).toBe(r.asked);
    expect(sorted(r.keys)).toEqual(sorted(r.fake.original.map((a) => a.key)));
    expect(r.final.message).not.toMatch(/Not complete/);
  } else {
    expect(r.final.message).toMatch(/Not complete: /);
    expect(r.final.path).toBe(r.asked.replace(/attempts\.csv$/, 'attempts.incomplete.csv'));
    expect(existsSync(r.asked)).toBe(false);
    expect(new Set(r.keys).size).toBe(r.keys.length);
  }
}

describe('exports over drifting pages', () => {
  it('a page repeated once: "Complete: 5,000 written of 5,000 counted" holds each row once (unchecked: 1,000 twice, 1,000 missing)', async () => {
    const r = await exportOf({ rows: 5_000, repeat: { fromSeek: 2_000, times: 1 } });
    holds(r);
    expect(r.final).toMatchObject({ state: 'done', complete: true, rows: 5_000 });
    expect(r.final.message).toContain('Complete: 5,000 written of 5,000 counted.');
  });

  it('a page repeated whenever asked: not complete, the file named so, exit words in one sentence', async () => {
    const r = await exportOf({ rows: 5_000, repeat: { fromSeek: 2_000, times: 99 } });
    holds(r);
    expect(r.final).toMatchObject({ state: 'failed', complete: false, error: { kind: 'paging_drift' } });
    expect(r.final.message).toBe(`Not complete: the service's pages moved at row ${(r.final.rows + 1).toLocaleString('en-US')} (a page repeated or overlapped the one before, came short or empty, or rows shifted while it paged). ${r.final.path} is a valid CSV file holding the ${r.final.rows.toLocaleString('en-US')} rows read before it.`);
    expect(summaryOf(r.final)).toMatchObject({ complete: false, error_kind: 'paging_drift', path: r.final.path });
  });

  it('7 attempts arriving while a 12,000-row export pages: 12,000 written of 12,000 counted, none twice (unchecked: 7 twice)', async () => {
    const r = await exportOf({ rows: 12_000, arrive: { afterPages: 3, rows: 7 } });
    holds(r);
    expect(r.final).toMatchObject({ state: 'done', complete: true, rows: 12_000, total: 12_000 });
  });

  it('a {} page after a low count (25 of 5,000): read again, all 5,000 with the warning; {} whenever asked: not complete, not "an empty page ended it"', async () => {
    const once = await exportOf({ rows: 5_000, count: 25, empty: { fromSeek: 2_000, times: 1 } });
    holds(once);
    expect(once.final).toMatchObject({ state: 'done', complete: true, rows: 5_000 });
    const always = await exportOf({ rows: 5_000, count: 25, empty: { fromSeek: 2_000, times: 99 } });
    holds(always);
    expect(always.final).toMatchObject({ complete: false, error: { kind: 'paging_drift' } });
    expect(always.final.rows).toBeLessThan(5_000);
    expect(always.final.message).not.toMatch(/an empty page ended it/);
  });

  it('a page short before the end (its head rows missing, twice): read again or stopped, never a hole', async () => {
    const r = await exportOf({ rows: 4_000, short: { fromSeek: 1_500, keep: 300, from: 'tail', times: 2 } });
    holds(r);
  });

  it('a count the rows disagree with (no drift): not complete, named so', async () => {
    const r = await exportOf({ rows: 3_000, count: 3_500 });
    holds(r);
    expect(r.final.message).toContain('Not complete: 3,000 written of 3,500 counted');
  });
});

