/**
 * The show's views (main owns the show; pages and control surfaces follow it): web mode's
 * composition in this process — router, control API, in-process sandbox — with two
 * Chromium pages on Live and a /v1/events client.
 * 1. Board change → every view, p95: from the moment main publishes a board change (the
 *    `live.sessions` event a go live or disconnect emits for #502) to the moment the LAST
 *    of the three views shows it: each page's board row (its data-state, seen by a
 *    MutationObserver in the page) and the /v1/events change. Times are epoch ms on both
 *    sides (performance.timeOrigin + now), one machine.
 * 2. Poll lateness with 0, 1 and 2 pages open, p95: how much later than its interval each
 *    poll reaches the sandbox (first stream.active of a poll to the next), with #503 on air
 *    throughout (with no page open, that is what keeps main polling). Each gap is checked
 *    against the sandbox's own count of stream.active.
 * A figure that cannot be measured throws: the run fails, it never prints NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from '@playwright/test';
import { WebSocket } from 'ws';
import { type Booted, bootServices, packageRoot, packageVersion } from '../electron/cli/boot';
import { controlServer } from '../electron/control/server';
import { startWebServer } from '../electron/web/server';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import type { SessionsSnapshot } from '../shared/domain/live/sessions';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { pollStarts } from './lib/poll-starts';
import { percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';
import { epoch, sandboxCall } from './lib/sandbox-call';

const GOAL_VIEWS_P95_MS = 100;
const GOAL_LATE_P95_MS = 50;
const POLL_MS = 1000;

/** A page on Live that records, in the page, when each board row changes state. */
async function openView(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${url.replace(/#.*$/, '')}#/live`);
  await page.locator('tr[data-key="svc:502"]').waitFor();
  await page.evaluate(() => {
    const seen: Array<{ key: string; state: string; at: number }> = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver((list) => {
      for (const m of list) {
        const el = m.target as HTMLElement;
        if (m.attributeName === 'data-state' && el.dataset.key) seen.push({ key: el.dataset.key, state: el.dataset.state ?? '', at: performance.timeOrigin + performance.now() });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  return page;
}

async function seenIn(page: Page, state: string, after: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([s, t]) => (window as unknown as { __seen: Array<{ key: string; state: string; at: number }> }).__seen.find((x) => x.key === 'svc:502' && x.state === s && x.at >= t)?.at ?? null,
    [state, after] as const,
    { timeout: 10_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

function eventsClient(url: string, token: string): Promise<{ ws: WebSocket; next(state: string): Promise<number> }> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/events`);
  const waiters: Array<{ state: string; resolve(at: number): void }> = [];
  ws.on('message', (raw) => {
    const at = epoch();
    const m = JSON.parse(String(raw)) as { type: string; changes?: { destinations?: Array<{ id: number | null; state: string }> } };
    const d = m.changes?.destinations?.find((x) => x.id === 502);
    for (const w of waiters.filter((x) => x.state === d?.state)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(at);
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ token }));
      resolve({ ws, next: (state) => new Promise((r) => waiters.push({ state, resolve: r })) });
    });
  });
}

async function boardToViews(booted: Booted, pages: Page[], events: Awaited<ReturnType<typeof eventsClient>>, n: number): Promise<BenchLine[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const connect = i % 2 === 0;
    const state = connect ? 'connecting' : 'disconnecting';
    let published: number | null = null;
    const stop = booted.services.events.subscribe((e) => {
      if (published === null && e.type === 'live.sessions' && e.snapshot.board.find((d) => d.key === 'svc:502')?.state === state) published = epoch();
    });
    const t0 = epoch();
    const socket = events.next(state);
    const act = connect
      ? sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: 502, inst: 'live' }] })
      : sandboxCall(booted, 'live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 });
    const shown = await Promise.all([...pages.map((p) => seenIn(p, state, t0)), socket]);
    await act;
    stop();
    if (published === null) throw new Error(`change ${i}: main never published #502 ${state}`);
    times.push(Math.max(...shown) - published);
    // The next change starts from a settled row: LIVE after a connect, STOPPED or OFF after a disconnect.
    const settled = connect ? ['live'] : ['stopped', 'off'];
    for (;;) {
      const snap = await sandboxCall<SessionsSnapshot>(booted, 'live.checkStatus', {});
      if (settled.includes(snap.board.find((d) => d.key === 'svc:502')?.state ?? '')) break;
    }
  }
  if (times.length !== n) throw new Error(`board → views: ${n} changes, ${times.length} timed`);
  const p95 = percentile(times, 95);
  return [
    { name: `views: board change → every view (2 pages + /v1/events), p50 (${n})`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms' },
    { name: 'views: board change → every view, p95', value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_VIEWS_P95_MS} ms: ${p95 < GOAL_VIEWS_P95_MS ? 'met' : 'NOT met'}` },
  ];
}

async function lateness(booted: Booted, label: string, gaps: number): Promise<BenchLine> {
  await pollStarts(booted, 1, POLL_MS); // the cycle settles after a change of views
  const starts = await pollStarts(booted, gaps, POLL_MS);
  const late = starts.slice(1).map((t, i) => t - starts[i]! - POLL_MS);
  const p95 = percentile(late, 95);
  return { name: `views: poll lateness with ${label}, p95 (${gaps})`, value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_LATE_P95_MS} ms: ${p95 < GOAL_LATE_P95_MS ? 'met' : 'NOT met'}` };
}

export async function bench(options: BenchOptions = {}): Promise<BenchLine[]> {
  const n = sized(options, { changes: 20, gaps: 15 }, { changes: 4, gaps: 3 });
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-views-'));
  const booted = await bootServices({ dataDir: dir, mode: 'web', version: packageVersion(), logSink: () => undefined, controlServer, controlFixed: { port: 0, scopes: ['read', 'operate'] } });
  let browser: Browser | null = null;
  const web = await startWebServer({ rendererDir: join(packageRoot, 'out', 'renderer'), router: booted.services.router, events: booted.services.events, port: 0 });
  try {
    await sandboxCall(booted, 'accounts.setActive', { id: SANDBOX_PROFILE_ID });
    const control = await booted.services.controlReady;
    if (control.url === null || control.token === null) throw new Error(`views not measured: the control API did not start (${control.problem ?? 'no reason'})`);
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    await sandboxCall(booted, 'live.services', {});
    browser = await chromium.launch(chromiumLaunchOptions());
    const pages = [await openView(browser, web.url), await openView(browser, web.url)];
    const events = await eventsClient(control.url, control.token);
    const lines = await boardToViews(booted, pages, events, n.changes);
    events.ws.close();
    await sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] });
    lines.push(await lateness(booted, '2 pages', n.gaps));
    await pages[1]!.close();
    lines.push(await lateness(booted, '1 page', n.gaps));
    await pages[0]!.close();
    lines.push(await lateness(booted, 'no page, #503 on air', n.gaps));
    return lines;
  } finally {
    await browser?.close();
    await web.close();
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
