/**
 * "F9 with an alert target that is down" beside its baseline with no target, on the same
 * page and boot: alerts are handed to the delivery every second all along (a dozen
 * destinations failing at once; MC_BENCH_ALERT_MS sets another pace — at 50 ms the
 * failures' own Activity entries, each fsync'd, are felt by the press), to nowhere while
 * the account has no target. The presses run as warm-up (not counted), baseline, down,
 * baseline again: in the down run the Sandbox account has two targets that are down — one
 * that accepts the connection and never answers (each try times out after 5 s) and one
 * whose port refuses — and they are removed before the second baseline. The baseline is
 * both runs with no target together, so the page warming up or the process ageing through
 * the run is not read as the delivery's cost. The delivery must never be in the press's
 * way: the p95 of the down run is compared with the baseline's (issue: within 10%).
 * The down targets really were tried: the hanging one's connections are counted.
 */
import type { Page } from '@playwright/test';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Booted } from '../../electron/cli/boot';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { type Arrivals, arrivals } from '../lib/arrivals';
import { percentile } from '../lib/stats';
import type { BenchLine } from '../types';
import { openLive } from './browser';

type Presser = (page: Page, splits: Arrivals, presses: number) => Promise<number[]>;

const ALERT_EVERY_MS = Number(process.env.MC_BENCH_ALERT_MS ?? 1000);

async function listen(server: ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function alertDownFigures(booted: Booted, presses: number, press: Presser): Promise<BenchLine[]> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const hanging = createServer((s) => (connections++, sockets.add(s), s.on('error', () => undefined)));
  const hangPort = await listen(hanging);
  const refused = createServer();
  const refusedPort = await listen(refused);
  await new Promise<void>((resolve) => refused.close(() => resolve()));
  const live = await openLive(booted, 'F9 with an alert target that is down');
  const splits = arrivals(() => booted.sandbox.counts(), 'recording.split');
  let n = 0;
  const feeder = setInterval(() => {
    n++;
    booted.services.alerts({ incident: `bench-${n}`, phase: n % 5 === 0 ? 'alert' : 'repeat', cause: 'failed', account: SANDBOX_PROFILE_ID, accountName: 'Sandbox', destination: '#1 bench', at: new Date().toISOString(), text: `bench alert ${n}`, repeat: n });
  }, ALERT_EVERY_MS);
  try {
    const { page } = live;
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    const splitsAtStart = booted.sandbox.counts()['recording.split'] ?? 0;
    const warmUp = Math.max(5, Math.round(presses / 5));
    await press(page, splits, warmUp);
    const before = await press(page, splits, presses);
    const ids: string[] = [];
    for (const [kind, url] of [['ntfy', `http://127.0.0.1:${hangPort}/bench-hanging-topic`], ['slack', `http://127.0.0.1:${refusedPort}/services/bench-refused`]] as const) {
      const added = await booted.services.router.dispatch('alerts.add', { account: SANDBOX_PROFILE_ID, kind, label: `bench ${kind}`, url });
      if (!added.ok) throw new Error(`F9 with an alert target that is down: could not add the ${kind} target: ${added.error.message}`);
      ids.push((added.value as { id: string }).id);
    }
    // The presses are timed while the hanging target is being tried: its first connection is waited for (a condition).
    const givenUp = Date.now() + ALERT_EVERY_MS * 20 + 10_000;
    while (connections === 0 && Date.now() < givenUp) await new Promise((r) => setTimeout(r, 20));
    if (connections === 0) throw new Error('F9 with an alert target that is down: the hanging target was never tried');
    const down = await press(page, splits, presses);
    const listed = await booted.services.router.dispatch('alerts.targets', { account: SANDBOX_PROFILE_ID });
    const dropped = listed.ok ? (listed.value as Array<{ dropped: number }>).reduce((a, t) => a + t.dropped, 0) : 0;
    for (const id of ids) {
      const removed = await booted.services.router.dispatch('alerts.remove', { account: SANDBOX_PROFILE_ID, id });
      if (!removed.ok) throw new Error(`F9 with an alert target that is down: could not remove a target: ${removed.error.message}`);
    }
    for (const s of sockets) s.destroy();
    const after = await press(page, splits, presses);
    const received = (booted.sandbox.counts()['recording.split'] ?? 0) - splitsAtStart;
    if (received !== warmUp + 3 * presses) throw new Error(`F9 with an alert target that is down: ${warmUp + 3 * presses} presses, ${received} splits received`);
    const p95 = (t: number[]) => Math.round(percentile(t, 95) * 10) / 10;
    const baseline = [...before, ...after];
    const ratio = p95(down) / p95(baseline);
    return [
      {
        name: `live: F9 → split received, p95, no alert target (${presses * 2} presses)`,
        value: p95(baseline),
        unit: 'ms',
        note: `alerts handed over every ${ALERT_EVERY_MS} ms to an account with no target; before the down run ${p95(before)} ms, after it ${p95(after)} ms`,
      },
      {
        name: `live: F9 → split received, p95, alert targets down (${presses} presses)`,
        value: p95(down),
        unit: 'ms',
        note: `${ratio.toFixed(2)}× the run with no target (issue: within 10%); one target hanging (${connections} connections held, 5 s timeouts), one refusing; ${dropped} queued alerts dropped at the cap`,
      },
    ];
  } finally {
    clearInterval(feeder);
    splits.close();
    await live.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  }
}
