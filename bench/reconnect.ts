/**
 * Automatic reconnect figures, through web mode's composition and the in-process sandbox:
 * 1. Drop → the first try at the sandbox, p50/p95: reconnect on, the watch read every
 *    second; from the moment the platform drops a live push (the sandbox's admin drop) to
 *    the moment the sandbox has read the try's connect. It holds the read that sees the
 *    drop and the first wait (2 s ±20%). One drop per destination, each a fresh episode (a
 *    drop soon after a reconnect continues the last one); each comes back LIVE before the
 *    next, and the connects are checked against the sandbox's own count.
 * 2. Connects sent in one episode at a platform that never takes the key back (the event
 *    ended): counted at the sandbox from the drop until the row is FAILED with its episode
 *    over; the policy allows at most 10.
 * A figure that cannot be measured throws: the bench run fails, it never prints NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booted, bootServices, packageVersion } from '../electron/cli/boot';
import type { Destination } from '../shared/domain/live/board';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import { arrivals } from './lib/arrivals';
import { percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';
import { sandboxCall } from './lib/sandbox-call';

/** Stored destinations of the sandbox that go live from demo-origin/live. */
const IDS = [501, 502, 503, 506, 507];
const MAX_TRIES = 10;

/** Resolves with the row once main publishes it satisfying `ok` (no read forced: that would hasten what is timed). */
function rowWhen(booted: Booted, id: number, ok: (r: Destination) => boolean, timeoutMs = 60_000): Promise<Destination> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`#${id} not as awaited within ${timeoutMs} ms`))), timeoutMs);
    const stop = booted.services.events.subscribe((e) => {
      const row = e.type === 'live.sessions' ? e.snapshot.board.find((d) => d.pushServiceId === id) : undefined;
      if (row === undefined || !ok(row)) return;
      clearTimeout(timer);
      stop();
      resolve(row);
    });
  });
}

async function goLive(booted: Booted, id: number): Promise<Destination> {
  const live = rowWhen(booted, id, (r) => r.state === 'live');
  await sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: id, inst: 'live' }] });
  return live;
}

async function dropToFirstTry(booted: Booted, samples: number): Promise<BenchLine[]> {
  const connects = arrivals(() => booted.sandbox.counts(), 'pushpublish.connect');
  const times: number[] = [];
  let before = 0;
  try {
    for (const id of IDS.slice(0, samples)) {
      const row = await goLive(booted, id);
      await sandboxCall(booted, 'live.reconnect', { key: row.key, enabled: true });
      before = booted.sandbox.counts()['pushpublish.connect'] ?? 0;
      const arrived = connects.next(30_000);
      const t0 = performance.now();
      const back = rowWhen(booted, id, (r) => r.state === 'reconnecting').then(() => rowWhen(booted, id, (r) => r.state === 'live'));
      if (booted.sandbox.dropPushes({ entry_name: row.entryName! }) !== 1) throw new Error(`#${id}: the sandbox dropped no push`);
      times.push((await arrived) - t0);
      await back;
      const sent = (booted.sandbox.counts()['pushpublish.connect'] ?? 0) - before;
      if (sent !== 1) throw new Error(`#${id}: ${sent} connects received for one drop, not 1`);
    }
  } finally {
    connects.close();
  }
  if (times.length !== samples) throw new Error(`drop → first try: ${samples} drops, ${times.length} timed`);
  return [
    { name: `reconnect: drop → first try at the sandbox, p50 (${samples} drops)`, value: Math.round(percentile(times, 50)), unit: 'ms', note: 'a read every 1 s, then a 2 s ±20% wait' },
    { name: 'reconnect: drop → first try at the sandbox, p95', value: Math.round(percentile(times, 95)), unit: 'ms' },
  ];
}

async function connectsWhenKeyRefused(booted: Booted): Promise<BenchLine> {
  const id = IDS[0]!;
  const row = await rowWhen(booted, id, (r) => r.state === 'live');
  const before = booted.sandbox.counts()['pushpublish.connect'] ?? 0;
  const over = rowWhen(booted, id, (r) => r.state === 'reconnecting').then(() => rowWhen(booted, id, (r) => r.state === 'failed' && r.reconnect.attempt === null));
  if (booted.sandbox.dropPushes({ entry_name: row.entryName!, ended: true }) !== 1) throw new Error(`#${id}: the sandbox dropped no push`);
  const failed = await over;
  const sent = (booted.sandbox.counts()['pushpublish.connect'] ?? 0) - before;
  if (sent < 1) throw new Error(`#${id}: no try reached the sandbox after the drop`);
  return { name: 'reconnect: connects in one episode, event ended (key refused)', value: sent, unit: 'connects', note: `at most ${MAX_TRIES}: ${sent <= MAX_TRIES ? 'met' : 'NOT met'}; ended with "${failed.reason ?? ''}"` };
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const samples = sized(options, IDS.length, 2);
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-reconnect-'));
  const booted = await bootServices({ dataDir: dir, mode: 'web', version: packageVersion(), logSink: () => undefined });
  try {
    await sandboxCall(booted, 'accounts.setActive', { id: SANDBOX_PROFILE_ID });
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 1000 });
    return [...(await dropToFirstTry(booted, samples)), await connectsWhenKeyRefused(booted)];
  } finally {
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
