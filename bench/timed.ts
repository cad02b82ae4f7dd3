/**
 * Timed cues (issue "On time"): how late a hard cue's send reaches the sandbox after its planned
 * instant, with the board polling 200 stored destinations every second in Chromium against web
 * mode served from this process (the scale bench's set-up). A sheet of hard split cues, one a
 * second (streams in turn, so no split finds its stream still busy), is saved and armed through
 * the same channels the Run sheets screen uses (sheets.save, sheets.arm); main's timed engine
 * fires each at its time through GO's firer. "Received" is the sandbox's own receive time (its
 * `arrivals`: the moment it counted the request), so nothing of the bench's stands between.
 * Baseline, same work and transport without the engine: a bare setTimeout at each instant that
 * fires the same cue through sheets.fire (GO's channel), on a sheet with no plans.
 * Checked: splits counted by the sandbox = cues planned (and = receive times taken), every
 * fire's Activity entry is timed and on time, the board read at least once a second all along.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Booted } from '../electron/cli/boot';
import type { ActivityList } from '../shared/ipc/activity';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import type { Plan, Sheet } from '../shared/domain/sheets/schema';
import { localClock, localZone } from '../shared/domain/sheets/zone';
import { openLive } from './live-parts/browser';
import { sandboxCall } from './lib/sandbox-call';
import { percentile } from './lib/stats';
import { bootWithServices } from './scale';
import { type BenchLine, type BenchOptions, sized } from './types';

const SERVICES = 200;
const POLL_MS = 1000;
const GOAL_MS = 50;
const STREAMS = ['cam_1', 'cam_2', 'cam_3', 'cam_4', 'main'];
/** The first cue's lead: the arm is done and the board settled by then. */
const LEAD_MS = 3000;
const SPLIT = 'recording.split';
/** The board's read each poll (one per watched scope). */
const BOARD_READ = 'stream.active';

function sheetOf(id: string, name: string, plans: Array<Plan | null>): Sheet {
  return {
    version: 1, id, name, account: SANDBOX_PROFILE_ID, accountName: 'Sandbox',
    cues: plans.map((plan, i) => ({ id: `c${i + 1}`, label: `Split ${i + 1}`, notes: '', plan, action: { kind: 'split', params: { app: 'demo-origin/live', stream: STREAMS[i % STREAMS.length]! } } })),
  };
}

/** Whole-second instants, one a second, the first LEAD_MS or more ahead (clock plans have second resolution). */
function instants(n: number): number[] {
  const first = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  return Array.from({ length: n }, (_, i) => first + i * 1000);
}

const arrivalsOf = (booted: Booted): number[] => booted.sandbox.arrivals(SPLIT);

/** Waits (polling the sandbox's own counts) until `want` splits more than `before` arrived. */
async function splitsArrived(booted: Booted, before: number, want: number, lastAt: number, what: string): Promise<number[]> {
  const deadline = lastAt + 10_000;
  for (;;) {
    const got = (booted.sandbox.counts()[SPLIT] ?? 0) - before;
    if (got >= want) break;
    if (Date.now() > deadline) throw new Error(`${what}: ${want} splits planned, ${got} received by the sandbox 10 s after the last one's time`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const got = (booted.sandbox.counts()[SPLIT] ?? 0) - before;
  if (got !== want) throw new Error(`${what}: ${want} splits planned, ${got} received by the sandbox`);
  const times = arrivalsOf(booted).slice(-want);
  if (times.length !== want) throw new Error(`${what}: ${want} splits received, ${times.length} receive times kept`);
  return times;
}

/** The engine: hard cues at their clock time, armed in main; lateness of each send at the sandbox. */
async function timedRun(booted: Booted, n: number): Promise<number[]> {
  const zone = localZone();
  const at = instants(n);
  const sheet = sheetOf('bench-timed', 'Bench timed', at.map((t) => ({ kind: 'clock', at: localClock(t, zone), mode: 'hard', missed: { policy: 'skip' } })));
  await sandboxCall(booted, 'sheets.save', sheet);
  const before = booted.sandbox.counts()[SPLIT] ?? 0;
  const runId = randomUUID();
  await sandboxCall(booted, 'sheets.arm', { sheetId: sheet.id, runId, zone, authorise: [] });
  try {
    const times = await splitsArrived(booted, before, n, at[n - 1]!, 'timed');
    const entries = (await sandboxCall<ActivityList>(booted, 'activity.list', { command: SPLIT })).entries.filter((e) => e.cue?.sheetId === sheet.id);
    const onTime = entries.filter((e) => e.source?.kind === 'timed' && e.source.lateMs === undefined && e.outcome === 'ok').length;
    if (entries.length !== n || onTime !== n) throw new Error(`timed: ${n} cues planned, ${entries.length} in Activity, ${onTime} of them timed, on time and ok`);
    return times.map((t, i) => t - at[i]!);
  } finally {
    await sandboxCall(booted, 'sheets.disarm', { runId });
  }
}

/** The baseline: the same cues fired by GO's channel from a bare timer at the same kind of instants. */
async function timerRun(booted: Booted, n: number): Promise<number[]> {
  const sheet = sheetOf('bench-timer', 'Bench timer', Array.from({ length: n }, () => null));
  await sandboxCall(booted, 'sheets.save', sheet);
  const before = booted.sandbox.counts()[SPLIT] ?? 0;
  const runId = randomUUID();
  const at = instants(n);
  const fires = at.map((t, i) => new Promise<void>((done, fail) => {
    setTimeout(() => void sandboxCall(booted, 'sheets.fire', { sheetId: sheet.id, cueId: `c${i + 1}`, runId }).then(() => done(), fail), Math.max(0, t - Date.now()));
  }));
  const times = await splitsArrived(booted, before, n, at[n - 1]!, 'baseline');
  await Promise.all(fires);
  return times.map((t, i) => t - at[i]!);
}

const round = (v: number) => Math.round(v * 10) / 10;

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const cues = sized(options, 40, 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-timed-'));
  const booted = await bootWithServices(dataDir, SERVICES);
  const live = await openLive(booted, 'timed');
  try {
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    const rows = await live.page.evaluate(() => document.querySelectorAll('table[aria-label="Destinations"] tr[data-state]').length);
    if (rows !== SERVICES) throw new Error(`the board shows ${rows} rows for ${SERVICES} stored destinations`);
    const reads0 = booted.sandbox.counts()[BOARD_READ] ?? 0;
    const t0 = Date.now();
    const timed = await timedRun(booted, cues);
    const base = await timerRun(booted, cues);
    const reads = (booted.sandbox.counts()[BOARD_READ] ?? 0) - reads0;
    const span = Date.now() - t0;
    const expected = Math.floor(span / POLL_MS) - 1;
    if (reads < expected) throw new Error(`the board read ${reads} times in ${Math.round(span / 1000)} s of cues, polling every ${POLL_MS} ms (at least ${expected} expected)`);
    const p95 = round(percentile(timed, 95));
    return [
      { name: `timed: hard cue → send received by sandbox, p50 (${cues} cues)`, value: round(percentile(timed, 50)), unit: 'ms', note: `${SERVICES} destinations on the board, polled every 1 s; ${reads} board reads` },
      { name: 'timed: hard cue → send received by sandbox, p95', value: p95, unit: 'ms', note: `max ${round(Math.max(...timed))} ms; goal < ${GOAL_MS} ms: ${p95 < GOAL_MS ? 'met' : 'NOT met'}` },
      { name: `timed: baseline, bare timer → sheets.fire received, p50 (${cues} cues)`, value: round(percentile(base, 50)), unit: 'ms', note: 'the same split through GO\'s channel from a setTimeout at the instant' },
      { name: 'timed: baseline, bare timer → sheets.fire received, p95', value: round(percentile(base, 95)), unit: 'ms' },
    ];
  } finally {
    await live.close();
    await booted.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
