import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandGateway } from '../../../electron/core/deps';
import { systemClock } from '../../../electron/core/deps';
import { BREAKDOWN_PAGE } from '../../../electron/core/viewers/breakdown';
import { createViewersFeature, type ViewersFeature } from '../../../electron/core/viewers/feature';
import type { McEvent } from '../../../shared/ipc/events';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { exportStartInput, viewersChannels } from '../../../shared/ipc/viewers';
import { readCsv } from './csv-read';
import { createFakeApi } from './fake-api';

/** A busy two-core machine may take seconds for what is usually instant; the condition is what counts. */
const PATIENT = { timeout: 10_000 };

// These tests are about runs, not about where they may write (export-path.test.ts is): any path.
const ANY_PATH = { kind: 'shell', cwd: '/nonexistent-cwd' } as const;
let feature: ViewersFeature | undefined;
afterEach(() => feature?.dispose());

function build(api: ReturnType<typeof createFakeApi>) {
  const events: McEvent[] = [];
  const gateway = { call: api.call, activeProfile: () => ({ id: 'sandbox', name: 'Sandbox' }) } as unknown as CommandGateway;
  feature = createViewersFeature({ gateway, events: { emit: (e) => events.push(e) }, clock: systemClock, dataDir: '/nonexistent', exports: ANY_PATH });
  return { handlers: feature.handlers, events };
}

async function untilDone(events: McEvent[], id: string): Promise<ExportProgress> {
  for (;;) {
    const last = events.filter((e) => e.type === 'viewers.export' && e.progress.id === id).at(-1);
    if (last?.type === 'viewers.export' && last.progress.state !== 'running') return last.progress;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('viewers feature', () => {
  it('exportStart answers with the first progress, streams events, and the file is complete', async () => {
    const { handlers, events } = build(createFakeApi({ attempts: 2_500 }));
    const path = join(await mkdtemp(join(tmpdir(), 'mc-feat-')), 'a.csv');
    const input = exportStartInput.parse({ command: 'sevu.errorlog', params: { app: 'demo-origin' }, path, pageSize: 500 });
    const started = await handlers.exportStart(input);
    if (!started.ok) throw new Error(started.error.message);
    expect(started.value).toMatchObject({ state: 'running', path, rows: 0 });
    const final = await untilDone(events, started.value.id);
    // Pages after the first are asked one row early (the drift check): 500 + 4 × 499 + 4.
    expect(final).toMatchObject({ state: 'done', rows: 2_500, pages: 6, total: 2_500, complete: true });
    expect(readCsv(await readFile(path, 'utf8'))).toHaveLength(2_501);
    const listed = await handlers.exports({});
    expect(listed.ok && listed.value[0]?.state).toBe('done');
  });

  it('exportCancel stops a run and returns its final, partial state', async () => {
    const api = createFakeApi({ attempts: 200_000, delayMs: 5 });
    const { handlers } = build(api);
    const path = join(await mkdtemp(join(tmpdir(), 'mc-feat-')), 'b.csv');
    const started = await handlers.exportStart(exportStartInput.parse({ command: 'sevu.errorlog', path, pageSize: 100 }));
    if (!started.ok) throw new Error(started.error.message);
    // Under way: a few pages asked for, so the cancel lands mid-run.
    await vi.waitFor(() => expect(api.stats.requests.filter((r) => r.command === 'sevu.errorlog').length).toBeGreaterThan(3), PATIENT);
    const cancelled = await handlers.exportCancel({ id: started.value.id });
    expect(cancelled.ok && cancelled.value.state).toBe('cancelled');
    expect(cancelled.ok && cancelled.value.message).toMatch(/^Cancelled\. .* is a valid CSV file holding the first [\d,]+ rows only/);
    expect(await handlers.exportCancel({ id: 'nope' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it('runs one export per grid: a second of the same grid is refused (even when both start at once), another grid may run', async () => {
    const { handlers } = build(createFakeApi({ attempts: 200_000, tickets: 200_000, delayMs: 5 }));
    const dir = await mkdtemp(join(tmpdir(), 'mc-feat-'));
    const attempts = (name: string) => handlers.exportStart(exportStartInput.parse({ command: 'sevu.errorlog', path: join(dir, name), pageSize: 100 }));
    const [first, second] = await Promise.all([attempts('a.csv'), attempts('b.csv')]);
    expect(first).toMatchObject({ ok: true, value: { state: 'running' } });
    expect(second).toMatchObject({ ok: false, error: { kind: 'conflict', message: `An export of attempts is already running (to ${join(dir, 'a.csv')}); wait for it or cancel it first.` } });
    const tickets = await handlers.exportStart(exportStartInput.parse({ command: 'sevu.search', path: join(dir, 't.csv'), pageSize: 100 }));
    expect(tickets).toMatchObject({ ok: true, value: { state: 'running', command: 'sevu.search' } });
    const listed = await handlers.exports({});
    expect(listed.ok && listed.value.map((p) => p.path).sort()).toEqual([join(dir, 'a.csv'), join(dir, 't.csv')]);
    if (!first.ok) throw new Error(first.error.message);
    await handlers.exportCancel({ id: first.value.id });
    expect(await attempts('b.csv')).toMatchObject({ ok: true, value: { state: 'running' } });
  });

  it('refuses a relative path before sending anything', async () => {
    const api = createFakeApi({ attempts: 10 });
    const { handlers } = build(api);
    const r = await handlers.exportStart(exportStartInput.parse({ command: 'sevu.search', path: 'x.csv' }));
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(api.stats.requests).toHaveLength(0);
  });

  it('the input schema reuses the catalog filters: unknown members and bad values are refused', () => {
    expect(exportStartInput.safeParse({ command: 'sevu.search', path: '/tmp/a.csv', params: { success: 1 } }).success).toBe(false);
    expect(exportStartInput.safeParse({ command: 'sevu.errorlog', path: '/tmp/a.csv', params: { datetime: 'today' } }).success).toBe(false);
    expect(exportStartInput.safeParse({ command: 'sevu.errorlog', path: '/tmp/a.csv', concurrency: 50 }).success).toBe(false);
    expect(Object.keys(viewersChannels).sort()).toEqual(['archiveAutoSync', 'archiveCancel', 'archiveCount', 'archiveExport', 'archiveExportCancel', 'archiveForget', 'archivePage', 'archiveSetSettings', 'archiveSettings', 'archiveStatus', 'archiveSync', 'checkExportPath', 'exportCancel', 'exportStart', 'exports', 'insightsCancel', 'insightsRun', 'reasonBreakdown']);
  });

  it('reasonBreakdown counts rejections only, exact when every page was read', async () => {
    const api = createFakeApi({ attempts: 4_000 });
    const { handlers } = build(api);
    const r = await handlers.reasonBreakdown({ params: {}, sample: 20_000 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.exact).toBe(true);
    expect(r.value.sampled).toBe(3_000);
    expect(r.value.counts.find((c) => c.reason === 'Invalid IP Address')?.count).toBe(1_000);
    expect(api.stats.requests.every((q) => q.command === 'sevu.errorlog')).toBe(true);
  });

  it('a new reasonBreakdown supersedes the one still reading: it ends cancelled and stops asking', async () => {
    const api = createFakeApi({ attempts: 30_000, delayMs: 5 });
    const { handlers } = build(api);
    const first = handlers.reasonBreakdown({ params: {}, sample: 20_000 });
    await vi.waitFor(() => expect(api.stats.requests.length).toBeGreaterThan(1), PATIENT);
    // Counted at the supersede, not before it: on a busy machine the wait above may see
    // several of the first's pages (one at a time) before it returns.
    const askedBefore = api.stats.requests.length;
    const second = handlers.reasonBreakdown({ params: {}, sample: 2_000 });
    expect(await first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await second).toMatchObject({ ok: true, value: { sampled: 2_000 } });
    // The first would have read 20,000 rows (80 pages); after the supersede it asks at most
    // the one page it had in flight, and the second its own 8.
    expect(api.stats.requests.length - askedBefore).toBeLessThanOrEqual(2_000 / BREAKDOWN_PAGE + 1);
  });

  it('reasonBreakdown says when it is a sample', async () => {
    const { handlers } = build(createFakeApi({ attempts: 40_000 }));
    const r = await handlers.reasonBreakdown({ params: {}, sample: 1_000 });
    expect(r.ok && r.value).toMatchObject({ exact: false, sampled: 1_000 });
  });
});
