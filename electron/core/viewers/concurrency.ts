/**
 * How many pages an export keeps in flight, decided from what the pages tell: start with
 * one, add one while the level reached makes pages come back faster than the level below
 * it (pages per second up by more than GAIN) or latency stays flat, take one away when a
 * level proves slower than the one below it (with latency up) or only made latency rise
 * steeply, and halve at once on an overload (code 1000, a 5xx, or a page that needed
 * retries). A level that proved slower or overloaded becomes the ceiling, so the limit
 * does not swing back into it. Never more than `max`. Pure: (state, sample) → state, so
 * it is tested without a clock or a server.
 *
 * Each level keeps its own rate, averaged over its windows, and is judged against the
 * level below — never against its own last window: on loopback a window lasts tens of
 * milliseconds and rates swing ±20% between windows, and judging a level by that swing
 * walked the limit down to one page at a time. Where the console itself is the slowest
 * stage (a page costs it more than the service), latency is high at every level above one
 * while the rate holds: that is no reason to step back either.
 */

/** One page that came back: when (ms, any monotonic clock), how long it took, and whether the service pushed back. */
export interface PageSample {
  at: number;
  latencyMs: number;
  overloaded: boolean;
}

export interface ConcurrencyState {
  limit: number;
  /** Highest limit still allowed: `max`, lowered by each level that proved worse. */
  ceiling: number;
  /** True from an overload until one window without one: measured, not acted on. */
  hold: boolean;
  /** Pages and latencies of the window being measured, and when it began. */
  window: { startedAt: number | null; latencies: number[] };
  /** Pages per second measured at each level (index = limit), averaged over its windows; null until measured. */
  rateAt: Array<number | null>;
  /** Lowest window median latency seen: the "unloaded" latency. */
  baseLatencyMs: number | null;
  /** How many pages were launched at each limit (index = limit): the limit it settled on is the busiest. */
  launchedAt: number[];
}

/** A step must beat the last window by this much to count as faster (noise on a busy machine is ±5%). */
const GAIN = 1.1;
/** Latency this many times the unloaded latency, with no gain, means requests only queue. */
const STEEP = 2;
/**
 * Latency within this factor of the unloaded latency is flat: more in flight did not make
 * pages wait, so (Little's law) pages per second rose with the limit, whatever one noisy
 * window's rate says — under added latency this is the signal to grow, and a rate that
 * looks slower with flat latency is noise (a busy machine), never a reason to cap.
 */
const FLAT = 1.25;
/**
 * A window also spans at least this long: on loopback a page takes a few milliseconds, and
 * a window of four would be decided by one collector pause.
 */
const MIN_WINDOW_MS = 50;

export function startConcurrency(max: number): ConcurrencyState {
  const cap = Math.max(1, Math.floor(max));
  return { limit: 1, ceiling: cap, hold: false, window: { startedAt: null, latencies: [] }, rateAt: new Array<number | null>(cap + 1).fill(null), baseLatencyMs: null, launchedAt: new Array<number>(cap + 1).fill(0) };
}

/** Pages measured per decision: enough to average out one slow page, more as the limit grows. */
export function windowSize(limit: number): number {
  return Math.max(4, 2 * limit);
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function withLimit(s: ConcurrencyState, limit: number, at: number): ConcurrencyState {
  return { ...s, limit: Math.min(s.ceiling, Math.max(1, limit)), window: { startedAt: at, latencies: [] } };
}

/** The level's rate with one more window's folded in (each window weighs as much as all before it). */
function withRate(s: ConcurrencyState, rate: number): ConcurrencyState {
  const rateAt = [...s.rateAt];
  const before = rateAt[s.limit];
  rateAt[s.limit] = before === null || before === undefined ? rate : (before + rate) / 2;
  return { ...s, rateAt };
}

export function observe(s: ConcurrencyState, sample: PageSample): ConcurrencyState {
  if (sample.overloaded) {
    // Pages asked before the shed answer in the same episode: one halving per episode.
    if (s.hold) return { ...s, window: { startedAt: sample.at, latencies: [] } };
    const shed = { ...s, ceiling: Math.max(1, s.limit - 1), hold: true };
    return withLimit(shed, Math.floor(s.limit / 2), sample.at);
  }
  // The window opens at the first page back after a decision; its pages are counted from then.
  if (s.window.startedAt === null) return { ...s, window: { startedAt: sample.at, latencies: [] } };
  const latencies = [...s.window.latencies, sample.latencyMs];
  if (latencies.length < windowSize(s.limit) || sample.at - s.window.startedAt < MIN_WINDOW_MS) return { ...s, window: { startedAt: s.window.startedAt, latencies } };
  const elapsed = Math.max(1e-3, sample.at - s.window.startedAt);
  const latency = middle(latencies);
  const base = s.baseLatencyMs === null ? latency : Math.min(s.baseLatencyMs, latency);
  const next = withRate({ ...s, baseLatencyMs: base, hold: false }, (latencies.length * 1000) / elapsed);
  if (s.hold) return withLimit(next, s.limit, sample.at);
  const here = next.rateAt[s.limit]!;
  const below = s.limit > 1 ? (next.rateAt[s.limit - 1] ?? null) : null;
  const flat = latency <= base * FLAT;
  const faster = below === null || here > below * GAIN;
  const slower = !flat && below !== null && here < below / GAIN;
  if (slower || (!faster && latency > base * STEEP)) return withLimit({ ...next, ceiling: Math.max(1, s.limit - 1) }, s.limit - 1, sample.at);
  if (faster || flat) return withLimit(next, s.limit + 1, sample.at);
  return withLimit(next, s.limit, sample.at);
}

/** Counts one launch at the current limit. */
export function countLaunch(s: ConcurrencyState): ConcurrencyState {
  const launchedAt = [...s.launchedAt];
  launchedAt[s.limit] = (launchedAt[s.limit] ?? 0) + 1;
  return { ...s, launchedAt };
}

/** The limit most pages were launched at: what the run settled on. */
export function settledLimit(s: ConcurrencyState): number {
  let best = s.limit;
  for (let l = 1; l < s.launchedAt.length; l += 1) if ((s.launchedAt[l] ?? 0) > (s.launchedAt[best] ?? 0)) best = l;
  return best;
}
