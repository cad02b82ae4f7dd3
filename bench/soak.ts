/**
 * `npm run bench -- soak --minutes M` (default 20; runs only when named): two shows left
 * running. The console as the operator runs it (`master-control web --sandbox`, a child
 * process, lib/web-console.ts) in Chromium on Live: 20 destinations LIVE, polled every
 * second, a split every 30 s (F9 on Live; over the socket while Activity is open, minutes
 * M/3–M/2: 20–30 of 60). A second account, Studio B, on its own sandbox process, has 20 more
 * LIVE and is never on screen (lib/soak-show.ts). Reconnect is on for all 40; every 3 minutes
 * one push is dropped at its sandbox (the accounts in turn, each destination well past 60 s
 * since it came back, so each is an episode of its own, within 6 an hour), and each must
 * come back LIVE. The events socket is subscribed throughout.
 *
 * Every 15 s it samples, after a forced full collection: the page's JS heap (DevTools
 * protocol), the console process's own JS heap (its inspector, opened by this bench alone
 * with --inspect=127.0.0.1:0, lib/inspector.ts) and its RSS. It prints each one's slope per
 * hour fitted over minutes M/6–M (10–60 of 60: start-up settles first). Goal: < 2 MB/h each.
 * Each figure is checked at its source (splits and connects at the sandboxes, the inspector's
 * heap against the process's own reading) and one that cannot be measured fails the bench.
 * `--ledger-open` opens Live's split ledger first (its grid drawn all along).
 */
import { INSPECT_FLAG, inspectorUrl, openMainHeap } from './lib/inspector';
import { procMiB } from './lib/procs';
import { startShows } from './lib/soak-show';
import { slope } from './lib/stats';
import { startWebConsole } from './lib/web-console';
import { type BenchLine, type BenchOptions, sized } from './types';

export const onlyWhenNamed = true;

const DESTINATIONS = 20;
/** The seven seeded services stay on the board (OFF); the 20 plain ones after them go live. */
const STORED = 7 + DESTINATIONS;
const POLL_MS = 1000;
/** A smoke run: a few samples, splits and drops, so every figure is still computed. */
const PACE = {
  full: { splitEveryMs: 30_000, sampleEveryMs: 15_000, dropEveryMs: 180_000 },
  smoke: { splitEveryMs: 3_000, sampleEveryMs: 2_000, dropEveryMs: 5_000, minutes: 0.25 },
};
const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
type Point = { t: number; v: number };

export async function bench(options: BenchOptions = {}): Promise<BenchLine[]> {
  const minutes = sized(options, options.minutes ?? 20, PACE.smoke.minutes);
  const { splitEveryMs, sampleEveryMs, dropEveryMs } = sized(options, PACE.full, PACE.smoke);
  const runMs = minutes * 60_000;
  const fitFrom = runMs / 6;
  const activity = { from: runMs / 3, to: runMs / 2 };
  const live = await startWebConsole(STORED, [INSPECT_FLAG]);
  const mainHeap = await openMainHeap(await inspectorUrl(live.output)).catch(async (err: unknown) => {
    await live.close();
    throw err;
  });
  const shows = await startShows(live, DESTINATIONS, STORED).catch(async (err: unknown) => {
    mainHeap.close();
    await live.close();
    throw err;
  });
  try {
    const { page } = live;
    await live.call('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    await live.connectPlain(DESTINATIONS);
    await shows.armSandbox();
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    if (options.ledgerOpen) {
      await page.locator('summary').filter({ hasText: /^Split ledger/ }).click();
      await page.getByRole('region', { name: 'Split ledger' }).waitFor();
    }
    const ledger = options.ledgerOpen ? 'ledger open' : 'ledger folded';
    const cdp = await page.context().newCDPSession(page);
    const pageHeap: Point[] = [];
    const main: Point[] = [];
    const rss: Point[] = [];
    const splitCount = async (): Promise<number> => (await live.counts())['recording.split'] ?? 0;
    const splitsBefore = await splitCount();
    const t0 = Date.now();
    const end = t0 + runMs;
    let splits = 0;
    let onActivity = false;
    let activityShown = 0;
    let nextSplit = t0 + splitEveryMs;
    let nextDrop = t0 + dropEveryMs / 2;
    let nextSample = t0;
    const screen = async (name: string): Promise<void> => {
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
    };
    while (Date.now() < end) {
      const now = Date.now();
      const t = now - t0;
      if (!onActivity && t >= activity.from && t < activity.to) {
        await screen('Activity');
        await page.getByRole('region', { name: 'Activity log' }).waitFor();
        onActivity = true;
        activityShown = now;
      } else if (onActivity && t >= activity.to) {
        await screen('Live');
        onActivity = false;
        activityShown = now - activityShown;
      }
      if (now >= nextSample) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
        pageHeap.push({ t, v: usedSize });
        main.push({ t, v: await mainHeap.sample() });
        rss.push({ t, v: procMiB(live.pid, 'VmRSS') * MB });
        nextSample += sampleEveryMs;
      }
      if (now >= nextSplit) {
        if (onActivity) await live.call('live.split', { app: 'demo-origin/live', stream: 'cam_1' });
        else await page.keyboard.press('F9');
        splits += 1;
        nextSplit += splitEveryMs;
      }
      if (now >= nextDrop) {
        await shows.drop();
        nextDrop += dropEveryMs;
      }
      await sleep(Math.max(0, Math.min(nextSample, nextSplit, nextDrop, end) - Date.now()));
    }
    if (onActivity) throw new Error('soak: Activity was still open at the end');
    const episodes = await shows.settle();
    // Every split reached the sandbox (its answers may still be on their way for the last one).
    for (let i = 0; i < 50 && (await splitCount()) - splitsBefore < splits; i++) await sleep(100);
    const received = (await splitCount()) - splitsBefore;
    if (received !== splits) throw new Error(`soak: ${splits} splits sent, ${received} received by the sandbox`);
    const fitted = (points: Point[], from = fitFrom): Point[] => points.filter((p) => p.t >= from);
    const perHour = (points: Point[], from = fitFrom): number => {
      const used = fitted(points, from);
      if (used.length < 3) throw new Error(`soak: ${used.length} samples to fit a slope on`);
      return Math.round((slope(used) * HOUR_MS * 100) / MB) / 100;
    };
    const span = `minutes ${+(fitFrom / 60_000).toFixed(2)}–${minutes}`;
    const mb = (v: number | undefined): string => (v === undefined ? '?' : (v / MB).toFixed(1));
    const goal = (v: number): string => `goal < 2 MB/h: ${v < 2 ? 'met' : 'NOT met'}`;
    const range = (p: Point[]): string => `${mb(fitted(p)[0]?.v)} → ${mb(p.at(-1)?.v)} MB`;
    const pageSlope = perHour(pageHeap);
    const lateSlope = perHour(pageHeap, runMs / 2);
    const mainSlope = perHour(main);
    const rssSlope = perHour(rss);
    const drops = Object.entries(episodes).map(([name, n]) => `${name} ${n}`).join(', ');
    return [
      { name: `soak: main JS heap slope (${minutes} min, 2 accounts × ${DESTINATIONS} live, 1 s polls, ${ledger})`, value: mainSlope, unit: 'MB/h', note: `${span}, ${fitted(main).length} samples after GC over the inspector; ${range(main)}; ${goal(mainSlope)}` },
      { name: 'soak: console process RSS slope', value: rssSlope, unit: 'MB/h', note: `${span}; ${range(rss)} (master-control web: services, web server, sandbox); ${goal(rssSlope)}` },
      { name: 'soak: page JS heap slope', value: pageSlope, unit: 'MB/h', note: `${span}, ${fitted(pageHeap).length} samples after GC; ${range(pageHeap)}; ${goal(pageSlope)}` },
      { name: 'soak: page JS heap slope, last half of the run', value: lateSlope, unit: 'MB/h', note: `minutes ${minutes / 2}–${minutes}` },
      { name: `soak: splits made (every ${splitEveryMs / 1000} s)`, value: received, unit: 'splits', note: `${splits} sent (F9, or over the socket while Activity was open), each received by the sandbox` },
      { name: 'soak: reconnect episodes, each back LIVE', value: Object.values(episodes).reduce((a, b) => a + b, 0), unit: 'episodes', note: `${drops}; one connect each, counted at its sandbox` },
      { name: 'soak: Activity open', value: Math.round(activityShown / 1000), unit: 's', note: `from minute ${+(activity.from / 60_000).toFixed(2)}; ${shows.events()} events on the socket` },
    ];
  } finally {
    mainHeap.close();
    await shows.close();
    await live.close();
  }
}
