/**
 * "F9 with alert targets that are down" against the same presses with no target, on one
 * page and boot, in interleaved rounds — A (no target), B (targets down), as ABBA ABBA… —
 * so the page warming up or the process ageing is spread over both arms instead of read as
 * the delivery's cost. Alerts are handed to the delivery every second all along
 * (MC_BENCH_ALERT_MS sets another pace), to nowhere in A. Each B round adds two fresh
 * targets that are down (down-receivers.ts: one that accepts and never answers, each try
 * timing out after 5 s, and a port that refuses), waits until both are being tried, presses,
 * then removes them, stops the receivers listening and waits until the delivery has settled, so no
 * try of B reaches into the next A (checked: no try is counted during an A round).
 * Figures: each arm's p95 over all its presses, the spread of the rounds' own p95s, the
 * ratio (issue #54: within 10%). Every count is checked against its source: presses against
 * the splits the sandbox received, the tries Activity records against the tries the
 * receivers saw, Activity's entries against the `audit.appended` pushes.
 */
import type { Booted } from '../../electron/cli/boot';
import type { AuditEntry } from '../../shared/domain/audit';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { arrivals } from '../lib/arrivals';
import { percentile } from '../lib/stats';
import type { BenchLine } from '../types';
import { openLive } from './browser';
import { type Arm, LABEL, ORDER, type Presser, WHAT, runRounds, targetLabel } from './alert-down-rounds';
import type { DownReceivers } from './down-receivers';

const ALERT_EVERY_MS = Number(process.env.MC_BENCH_ALERT_MS ?? 1000);

const p95 = (t: readonly number[]): number => Math.round(percentile(t, 95) * 10) / 10;

/** The tries an Activity entry of a failed alert says it made ("… (3 tries)"); "not sent: …" made none. */
function triesOf(e: AuditEntry): number {
  const m = /\((\d+) tr(?:y|ies)\)$/.exec(e.message ?? '');
  if (m !== null) return Number(m[1]);
  if (e.message?.startsWith('not sent:')) return 0;
  throw new Error(`${WHAT}: an alert entry does not say its tries: "${e.message}"`);
}

/** Activity's entries for the bench's targets (from the file), checked against the pushes and the receivers. */
async function checkedTries(booted: Booted, pushed: ReadonlyMap<string, number>, receivers: readonly DownReceivers[]): Promise<{ entries: number; tries: number }> {
  const listed = await booted.services.audit.list({ command: 'alert.sent', profileId: SANDBOX_PROFILE_ID, limit: 100_000 });
  const ours = listed.entries.filter((e) => String(e.params.target ?? '').startsWith(LABEL));
  if (ours.length === 0) throw new Error(`${WHAT}: Activity has no entry for the down targets`);
  const ok = ours.filter((e) => e.outcome !== 'failed');
  if (ok.length > 0) throw new Error(`${WHAT}: ${ok.length} alerts to a down target are not "failed" in Activity`);
  if (ours.length !== pushed.size || ours.some((e) => pushed.get(e.id) !== 1)) throw new Error(`${WHAT}: ${ours.length} entries in Activity, ${pushed.size} pushed finished as audit.appended (each must be pushed once)`);
  const tries = ours.reduce((a, e) => a + triesOf(e), 0);
  const accepted = receivers.reduce((a, r) => a + r.accepted(), 0);
  const connected = receivers.reduce((a, r) => a + r.connected(), 0);
  if (accepted !== connected) throw new Error(`${WHAT}: the hanging receivers accepted ${accepted} connections, the client made ${connected}`);
  for (const rx of receivers) {
    for (const kind of ['ntfy', 'slack'] as const) {
      const recorded = ours.filter((e) => e.params.target === targetLabel(kind, rx.round)).reduce((n, e) => n + triesOf(e), 0);
      if (recorded !== rx.tries(kind)) throw new Error(`${WHAT}: round ${rx.round + 1}'s ${kind} target: Activity records ${recorded} tries, the client made ${rx.tries(kind)} requests to it`);
    }
  }
  const requests = receivers.reduce((n, r) => n + r.tries('ntfy') + r.tries('slack'), 0);
  if (tries !== requests) throw new Error(`${WHAT}: Activity records ${tries} tries, the client made ${requests} requests to the receivers`);
  return { entries: ours.length, tries };
}

function armLine(arm: Arm, rounds: number[][]): BenchLine & { spread: number } {
  const pooled = rounds.flat();
  const each = rounds.map(p95);
  const spread = ((Math.max(...each) - Math.min(...each)) / p95(pooled)) * 100;
  const what = arm === 'A' ? 'no alert target' : 'alert targets down';
  return {
    name: `live: F9 → split received, p95, ${what} (${rounds.length}×${rounds[0]?.length ?? 0} presses)`,
    value: p95(pooled),
    unit: 'ms',
    note: `pooled over ${pooled.length} presses; p50 ${Math.round(percentile(pooled, 50) * 10) / 10} ms; rounds' p95 ${each.join(' / ')} ms (spread ${spread.toFixed(0)}%)`,
    spread,
  };
}

export async function alertDownFigures(booted: Booted, rounds: number, presses: number, press: Presser): Promise<BenchLine[]> {
  const live = await openLive(booted, WHAT);
  const splits = arrivals(() => booted.sandbox.counts(), 'recording.split');
  const pushed = new Map<string, number>();
  const unsubscribe = booted.services.events.subscribe((e) => {
    if (e.type === 'audit.appended' && e.entry.outcome !== 'pending' && String(e.entry.params.target ?? '').startsWith(LABEL)) pushed.set(e.entry.id, (pushed.get(e.entry.id) ?? 0) + 1);
  });
  let handed = 0;
  const feeder = setInterval(() => {
    handed++;
    booted.services.alerts({ incident: `bench-${handed}`, phase: handed % 5 === 0 ? 'alert' : 'repeat', cause: 'failed', account: SANDBOX_PROFILE_ID, accountName: 'Sandbox', destination: '#1 bench', at: new Date().toISOString(), text: `bench alert ${handed}`, repeat: handed });
  }, ALERT_EVERY_MS);
  const receivers: DownReceivers[] = [];
  try {
    const { page } = live;
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    await press(page, splits, Math.max(5, Math.round(presses / 5))); // warm-up, not counted
    const times = await runRounds(booted, page, splits, press, rounds, presses, receivers);
    clearInterval(feeder);
    await booted.services.alertsSettled();
    const { entries, tries } = await checkedTries(booted, pushed, receivers);
    const a = armLine('A', times.A);
    const b = armLine('B', times.B);
    const ratio = b.value / a.value;
    const p50Ratio = percentile(times.B.flat(), 50) / percentile(times.A.flat(), 50);
    // Each ABBA block's own ratio: how far the ratio moves from block to block on this machine.
    const blocks = Array.from({ length: Math.floor(rounds / 4) }, (_, k) => p95([...times.B[2 * k]!, ...times.B[2 * k + 1]!]) / p95([...times.A[2 * k]!, ...times.A[2 * k + 1]!]));
    const accepted = receivers.reduce((n, r) => n + r.accepted(), 0);
    const refused = receivers.reduce((n, r) => n + r.refused(), 0);
    return [
      { name: a.name, value: a.value, unit: a.unit, note: `${a.note}; alerts handed over every ${ALERT_EVERY_MS} ms to an account with no target` },
      { name: b.name, value: b.value, unit: b.unit, note: `${b.note}; one target hanging (5 s timeouts), one refusing` },
      {
        name: 'live: F9 p95, alert targets down ÷ no target',
        value: Math.round(ratio * 100) / 100,
        unit: '×',
        note: `${ratio <= 1.1 ? 'meets' : 'does NOT meet'} ≤ 1.10× (issue #54); rounds ${ORDER.join('').repeat(Math.ceil(rounds / 4)).slice(0, rounds)}; spread of the rounds' p95: A ${a.spread.toFixed(0)}%, B ${b.spread.toFixed(0)}%; p50 ratio ${p50Ratio.toFixed(2)}×${blocks.length > 1 ? `; each ABBA block's ratio ${blocks.map((x) => x.toFixed(2)).join(' / ')}` : ''}`,
      },
      {
        name: 'live: tries to the down targets',
        value: tries,
        unit: 'tries',
        note: `the tries in ${entries} failed Activity entries (each pushed once as audit.appended) = the requests the client made to the receivers, per round and target; over ${accepted} connections the hanging receivers accepted (= the client's) and ${refused} refused connects (undici reconnects once after an aborted try); no try during the A rounds; ${handed} alerts handed over`,
      },
    ];
  } finally {
    clearInterval(feeder);
    unsubscribe();
    splits.close();
    await live.close();
    for (const r of receivers) {
      await r.close();
    }
  }
}
