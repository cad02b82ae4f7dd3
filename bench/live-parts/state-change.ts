/**
 * "State change visible": a push changes state in the sandbox (admin drop: the destination
 * fails it) and the clock runs until its board row says FAILED in Chromium, web mode, with
 * the board polling every second. The drop goes through the sandbox's admin endpoint. The drop comes at a random moment of the poll cycle, as
 * in real life. Both ends are read on the same machine's epoch clock (performance.timeOrigin
 * + now() in Node and in the page); the page records the moment its row changed with a
 * MutationObserver, so no polling loop of the bench sits in the measurement.
 */
import type { Booted } from '../../electron/cli/boot';
import type { GoLiveValue } from '../../shared/ipc/live';
import type { BenchLine } from '../types';
import { percentile } from '../lib/stats';
import { openLive } from './browser';
import { epoch, sandboxCall } from '../lib/sandbox-call';

export const POLL_MS = 1000;

/** The sandbox's admin endpoint (POST /__admin/push-drop): the destination fails the push. */
export async function adminDrop(booted: Booted, entry: string): Promise<number> {
  const res = await fetch(new URL('push-drop', booted.sandbox.adminUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${booted.sandbox.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ entry_name: entry, reason: 'bench: destination dropped it' }),
  });
  if (!res.ok) throw new Error(`admin push-drop answered HTTP ${res.status}`);
  return ((await res.json()) as { changed: number }).changed;
}

/** `SAMPLES`: drops timed (each waits up to one poll). */
export async function stateChangeFigures(booted: Booted, SAMPLES: number): Promise<BenchLine[]> {
  const live = await openLive(booted, 'state change visible');
  const { page } = live;
  try {
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const entry = `bench-drop-${i}`;
      const value = (await sandboxCall(booted, 'live.connect', { connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: `k${i}`, entry_name: entry }] })) as GoLiveValue;
      if (value.results[0]?.outcome !== 'accepted') throw new Error(`connect ${entry}: ${value.results[0]?.message ?? 'no result'}`);
      const row = page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: new RegExp(`^${entry} `) });
      await row.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
      // The page notes when the row first says FAILED.
      await row.evaluate((tr) => {
        const w = window as unknown as { seenAt?: number };
        delete w.seenAt;
        const obs = new MutationObserver(() => {
          if (tr.getAttribute('data-state') === 'failed') {
            w.seenAt = performance.timeOrigin + performance.now();
            obs.disconnect();
          }
        });
        obs.observe(tr, { attributes: true, attributeFilter: ['data-state'] });
      });
      await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
      const t0 = epoch();
      const changed = await adminDrop(booted, entry);
      if (changed !== 1) throw new Error(`the sandbox dropped ${changed} pushes for ${entry}, not 1`);
      const seenAt = await page.waitForFunction(() => (window as unknown as { seenAt?: number }).seenAt, undefined, { timeout: 15_000 });
      times.push((await seenAt.jsonValue()) as number - t0);
      await sandboxCall(booted, 'live.disconnect', { app: 'demo-origin', inst: 'live', entry_name: entry });
    }
    if (times.length !== SAMPLES || times.some((t) => !Number.isFinite(t) || t < 0)) throw new Error(`state change visible: ${times.length} of ${SAMPLES} samples measured`);
    const p95 = percentile(times, 95);
    return [
      { name: `live: state change visible, p50 (${SAMPLES} drops, poll ${POLL_MS} ms)`, value: Math.round(percentile(times, 50)), unit: 'ms' },
      { name: 'live: state change visible, p95', value: Math.round(p95), unit: 'ms', note: `target ≤ ${POLL_MS + 100} ms (poll + 100): ${p95 <= POLL_MS + 100 ? 'met' : 'NOT met'}` },
    ];
  } finally {
    await live.close();
  }
}
