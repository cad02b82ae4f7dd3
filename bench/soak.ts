/**
 * `npm run bench -- soak --minutes M` (default 20; runs only when named): a show left
 * running. 20 destinations LIVE on the board, polled every second, a split (F9) every 30 s,
 * in Chromium against the console as the operator runs it: `master-control web --sandbox`
 * as a child process (lib/web-console.ts). Every 15 s it samples the page's JS heap (after
 * a forced garbage collection, over the DevTools protocol, so the slope is what stays, not
 * what waits to be collected) and the console process's RSS (services, web server and the
 * in-process sandbox; the bench's own process and browser driver are not in it). It
 * prints the slope of each per hour, over the samples after the first 5 minutes when M > 5
 * (start-up settles then), else over all. Goal: < 2 MB/h. The splits are counted at the
 * sandbox. Live as it opens: the split ledger folded (its grid not drawn); `--ledger-open`
 * opens it first, for the figure of an operator who keeps the whole ledger in view.
 */
import { procMiB } from './lib/procs';
import { slope } from './lib/stats';
import { startWebConsole } from './lib/web-console';
import { type BenchLine, type BenchOptions, sized } from './types';

export const onlyWhenNamed = true;

const DESTINATIONS = 20;
/** The seven seeded services stay on the board (OFF); the 20 plain ones after them go live. */
const STORED = 7 + DESTINATIONS;
const POLL_MS = 1000;
/** A smoke run: a few samples and splits, so every figure is still computed. */
const PACE = { full: { splitEveryMs: 30_000, sampleEveryMs: 15_000 }, smoke: { splitEveryMs: 3_000, sampleEveryMs: 2_000, minutes: 0.2 } };
const SETTLE_MIN = 5;
const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function bench(options: BenchOptions = {}): Promise<BenchLine[]> {
  const minutes = sized(options, options.minutes ?? 20, PACE.smoke.minutes);
  const { splitEveryMs: SPLIT_EVERY_MS, sampleEveryMs: SAMPLE_EVERY_MS } = sized(options, PACE.full, PACE.smoke);
  const live = await startWebConsole(STORED);
  try {
    const { page } = live;
    await live.call('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    await live.connectPlain(DESTINATIONS);
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    if (options.ledgerOpen) {
      await page.locator('summary').filter({ hasText: /^Split ledger/ }).click();
      await page.getByRole('region', { name: 'Split ledger' }).waitFor();
    }
    const ledger = options.ledgerOpen ? 'ledger open' : 'ledger folded';
    const cdp = await page.context().newCDPSession(page);
    const heap: Array<{ t: number; v: number }> = [];
    const rss: Array<{ t: number; v: number }> = [];
    const t0 = Date.now();
    const end = t0 + minutes * 60_000;
    const splitCount = async (): Promise<number> => (await live.counts())['recording.split'] ?? 0;
    const splitsBefore = await splitCount();
    let splits = 0;
    let nextSplit = t0 + SPLIT_EVERY_MS;
    let nextSample = t0;
    while (Date.now() < end) {
      const now = Date.now();
      if (now >= nextSample) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
        heap.push({ t: now - t0, v: usedSize });
        rss.push({ t: now - t0, v: procMiB(live.pid, 'VmRSS') * MB });
        nextSample += SAMPLE_EVERY_MS;
      }
      if (now >= nextSplit) {
        await page.keyboard.press('F9');
        splits += 1;
        nextSplit += SPLIT_EVERY_MS;
      }
      await sleep(Math.max(0, Math.min(nextSample, nextSplit, end) - Date.now()));
    }
    // Every F9 reached the sandbox (its answers may still be on their way for the last one).
    for (let i = 0; i < 50 && (await splitCount()) - splitsBefore < splits; i++) await sleep(100);
    const received = (await splitCount()) - splitsBefore;
    if (received !== splits) throw new Error(`soak: ${splits} F9 presses, ${received} splits received by the sandbox`);
    const settled = (points: typeof heap) => (minutes > SETTLE_MIN ? points.filter((p) => p.t >= SETTLE_MIN * 60_000) : points);
    const perHour = (points: typeof heap): number => Math.round((slope(settled(points)) * HOUR_MS * 100) / MB) / 100;
    const span = minutes > SETTLE_MIN ? `minutes ${SETTLE_MIN}–${minutes}` : `all ${minutes} minutes`;
    const heapSlope = perHour(heap);
    // Whether the growth levels off: the slope over the run's last half alone.
    const lateFrom = (minutes * 60_000) / 2;
    const lateHeapSlope = Math.round((slope(heap.filter((p) => p.t >= lateFrom)) * HOUR_MS * 100) / MB) / 100;
    const rssSlope = perHour(rss);
    const mb = (v: number | undefined): string => (v === undefined ? '?' : (v / MB).toFixed(1));
    return [
      { name: `soak: page JS heap slope (${minutes} min, ${DESTINATIONS} live, 1 s polls, split every ${SPLIT_EVERY_MS / 1000} s, ${ledger})`, value: heapSlope, unit: 'MB/h', note: `${span}, ${settled(heap).length} samples after GC; ${mb(heap[0]?.v)} → ${mb(heap.at(-1)?.v)} MB; goal < 2 MB/h: ${heapSlope < 2 ? 'met' : 'NOT met'}` },
      { name: 'soak: page JS heap slope, last half of the run', value: lateHeapSlope, unit: 'MB/h', note: `minutes ${minutes / 2}–${minutes}, ${heap.filter((p) => p.t >= lateFrom).length} samples after GC` },
      { name: 'soak: console process RSS slope', value: rssSlope, unit: 'MB/h', note: `${span}; ${mb(rss[0]?.v)} → ${mb(rss.at(-1)?.v)} MB (master-control web: services, web server, sandbox); goal < 2 MB/h: ${rssSlope < 2 ? 'met' : 'NOT met'}` },
      { name: 'soak: splits made', value: received, unit: 'splits', note: `${splits} F9 presses, each received by the sandbox` },
    ];
  } finally {
    await live.close();
  }
}
