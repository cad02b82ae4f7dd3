import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExport, type ExportRunOptions } from '../../../electron/core/viewers/export-run';
import { systemClock } from '../../../electron/core/deps';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { readCsv } from './csv-read';
import { attemptAt, createFakeApi } from './fake-api';

async function tmpFile(name: string): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), 'mc-export-')), name);
}

function options(call: ExportRunOptions['call'], path: string, over: Partial<ExportRunOptions> = {}): ExportRunOptions {
  return {
    id: 't1', call, command: 'sevu.errorlog', params: {}, path, replace: false, pageSize: 100, concurrency: 3,
    signal: new AbortController().signal, clock: systemClock, onProgress: () => {}, progressEveryMs: 0, ...over,
  };
}

describe('runExport', () => {
  it('writes every matching attempt, quoted so that the file reads back exactly', async () => {
    const api = createFakeApi({ attempts: 1_234 });
    const path = await tmpFile('attempts.csv');
    const reports: ExportProgress[] = [];
    const final = await runExport(options(api.call, path, { onProgress: (p) => reports.push(p) }));
    expect(final).toMatchObject({ state: 'done', rows: 1_234, pages: 13, total: 1_234, etaSeconds: 0, error: null });
    expect(final.message).toBe(`Exported 1,234 rows in 13 pages to ${path}. Complete: 1,234 written of 1,234 counted.`);
    expect(final.complete).toBe(true);
    const rows = readCsv(await readFile(path, 'utf8'));
    expect(rows[0]).toEqual(['key', 'datetime', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'success', 'reason', 'server_ip']);
    expect(rows).toHaveLength(1_235);
    const a7 = attemptAt(7);
    expect(rows[8]).toEqual([a7.key, a7.datetime, a7.ip, 'cam_1', 'demo-origin', 'live', a7.pageurl, 'line one\nline two', '0', a7.reason, '198.51.100.7']);
    expect(reports.some((r) => r.state === 'running' && r.rows > 0 && r.total === 1_234)).toBe(true);
    expect(api.stats.maxInFlight).toBeLessThanOrEqual(3 + 1); // pages + the one errorcount
  });

  it('passes the filters on every page and pages with limit/seek', async () => {
    const api = createFakeApi({ attempts: 450 });
    const path = await tmpFile('rejected.csv');
    const final = await runExport(options(api.call, path, { params: { success: 0 }, pageSize: 100, concurrency: 1 }));
    expect(final.rows).toBe(450 - Math.ceil(450 / 4));
    const pages = api.stats.requests.filter((r) => r.command === 'sevu.errorlog');
    // Each page after the first is asked one row early (the drift check); the count ends it.
    expect(pages.map((r) => r.seek)).toEqual([0, 99, 198, 297]);
  });

  it('cancelled: the file holds whole rows only, is valid CSV, and the message says it is partial', async () => {
    const api = createFakeApi({ attempts: 50_000, delayMs: 3 });
    const path = await tmpFile('partial.csv');
    const controller = new AbortController();
    const final = await runExport(
      options(api.call, path, { signal: controller.signal, onProgress: (p) => p.pages >= 3 && controller.abort() }),
    );
    expect(final.state).toBe('cancelled');
    expect(final.message).toBe(`Cancelled. ${path} is a valid CSV file holding the first ${final.rows.toLocaleString('en-US')} rows only — not everything that matches.`);
    const rows = readCsv(await readFile(path, 'utf8'));
    expect(rows.length - 1).toBe(final.rows);
    // Three pages of 100, the second and third asked one row early (the drift check).
    expect(final.rows).toBeGreaterThanOrEqual(100 + 99 + 99);
    expect(final.rows).toBeLessThan(50_000);
  });

  it('a failing page stops the export with the server’s words and a valid partial file', async () => {
    // The sixth page, asked one row early (the drift check): 0, 99, 198, 297, 396, 495.
    const api = createFakeApi({ tickets: 1_000, failAtSeek: [495] });
    const path = await tmpFile('tickets.csv');
    const final = await runExport(options(api.call, path, { command: 'sevu.search' }));
    expect(final).toMatchObject({ state: 'failed', rows: 496, total: null, error: { kind: 'api_failure' } });
    expect(final.message).toBe(`Stopped: Rejected by the server: unexpected error. ${path} is a valid CSV file holding the first 496 rows only.`);
    const rows = readCsv(await readFile(path, 'utf8'));
    expect(rows[0]).toEqual(['key', 'pass', 'ip', 'video', 'app', 'created_date', 'used_date', 'uses', 'active']);
    expect(rows[1]).toEqual(['vod.0', 'p,0', 'auto', 'a|b*', 'vod-archive', '2026-10-01 00:00:00', '', '0', '0']);
    expect(rows).toHaveLength(497);
  });

  it('an empty result still gives a file with its header', async () => {
    const api = createFakeApi({ tickets: 0 });
    const path = await tmpFile('none.csv');
    const final = await runExport(options(api.call, path, { command: 'sevu.search' }));
    expect(final).toMatchObject({ state: 'done', rows: 0, pages: 0, complete: true });
    expect(readCsv(await readFile(path, 'utf8'))).toEqual([['key', 'pass', 'ip', 'video', 'app', 'created_date', 'used_date', 'uses', 'active']]);
  });

  it('never replaces a file that appeared after the check unless told to', async () => {
    const api = createFakeApi({ tickets: 3 });
    const path = await tmpFile('taken.csv');
    await writeFile(path, 'keep me');
    const final = await runExport(options(api.call, path, { command: 'sevu.search' }));
    expect(final).toMatchObject({ state: 'failed', error: { kind: 'io_error' } });
    expect(final.message).toBe(`Could not open ${path} for writing (EEXIST); nothing was exported.`);
    expect(await readFile(path, 'utf8')).toBe('keep me');
    expect(api.stats.requests).toHaveLength(0);
  });

  it('leaves the total unknown with a datetime filter (sevu.errorcount has none)', async () => {
    const api = createFakeApi({ attempts: 10 });
    const final = await runExport(options(api.call, await tmpFile('since.csv'), { params: { datetime: '2026-01-01 00:00:00' } }));
    expect(final.state).toBe('done');
    expect(api.stats.requests.some((r) => r.command === 'sevu.errorcount')).toBe(false);
  });
});
