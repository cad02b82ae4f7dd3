/**
 * The adaptive concurrency rule, driven by a simulated service in virtual time: pages are
 * launched up to the limit, the earliest answer is fed back, and so on. Deterministic: no
 * clock, no timers.
 */
import { describe, expect, it } from 'vitest';
import { type ConcurrencyState, countLaunch, observe, settledLimit, startConcurrency } from '../../../electron/core/viewers/concurrency';

/** A service: when a page asked at `at` with `inFlight` pages outstanding is answered, and whether it was refused. */
type Service = (at: number, inFlight: number) => { doneAt: number; overloaded: boolean };

interface Run {
  final: ConcurrencyState;
  limits: number[];
  maxInFlight: number;
  elapsedMs: number;
}

/** `pause(n)`: ms the client is busy elsewhere after the n-th answer (a GC, a busy machine), before it launches more. */
function simulate(service: Service, pages: number, max = 8, pause: (answered: number) => number = () => 0): Run {
  let s = startConcurrency(max);
  let now = 0;
  let launchedPages = 0;
  let maxInFlight = 0;
  const flying: Array<{ askedAt: number; doneAt: number; overloaded: boolean }> = [];
  const limits: number[] = [];
  let answered = 0;
  while (answered < pages) {
    while (flying.length < s.limit && launchedPages < pages) {
      s = countLaunch(s);
      const a = service(now, flying.length + 1);
      flying.push({ askedAt: now, ...a });
      launchedPages += 1;
    }
    maxInFlight = Math.max(maxInFlight, flying.length);
    flying.sort((a, b) => a.doneAt - b.doneAt);
    const next = flying.shift()!;
    // An answer that came while the client was busy is read when it is free again.
    now = Math.max(now, next.doneAt);
    s = observe(s, { at: now, latencyMs: now - next.askedAt, overloaded: next.overloaded });
    limits.push(s.limit);
    answered += 1;
    now += pause(answered);
  }
  return { final: s, limits, maxInFlight, elapsedMs: now };
}

/** 100 ms added to every request, whatever else is in flight (a workstation far from the service). */
const farAway: Service = (at) => ({ doneAt: at + 100, overloaded: false });

/** One worker serving in order, 5 ms each: more in flight only queues. */
function singleWorker(serviceMs: number): Service {
  let free = 0;
  return (at) => {
    free = Math.max(free, at) + serviceMs;
    return { doneAt: free, overloaded: false };
  };
}

describe('adaptive concurrency', () => {
  it('grows to the ceiling of 8 while pages come back faster (latency-bound), and settles there', () => {
    const run = simulate(farAway, 1000);
    expect(run.final.limit).toBe(8);
    expect(settledLimit(run.final)).toBe(8);
    expect(run.maxInFlight).toBe(8);
    // Against one page at a time (1000 × 100 ms): at least 3.5 times faster.
    expect((1000 * 100) / run.elapsedMs).toBeGreaterThan(3.5);
  });

  it('under added latency, a window that only looks slower (the client paused, latency flat) does not cap it', () => {
    // The client stalls 300 ms once, early in the climb: that window's rate drops, its latency does not.
    for (let at = 4; at <= 30; at += 1) {
      const run = simulate(farAway, 120, 8, (n) => (n === at ? 300 : 0));
      expect({ at, ceiling: run.final.ceiling, settled: settledLimit(run.final) }).toEqual({ at, ceiling: 8, settled: 8 });
      // 120 pages, one at a time: 12 s; adaptive even with the stall: over 3.5 times faster.
      expect((120 * 100) / run.elapsedMs).toBeGreaterThan(3.5);
    }
  });

  it('never exceeds the ceiling it is given', () => {
    const run = simulate(farAway, 500, 3);
    expect(Math.max(...run.limits)).toBe(3);
    expect(run.maxInFlight).toBe(3);
  });

  it('does not grow when more in flight only queues (rate flat, latency rising)', () => {
    const run = simulate(singleWorker(5), 1000);
    expect(Math.max(...run.limits)).toBeLessThanOrEqual(2);
    expect(settledLimit(run.final)).toBeLessThanOrEqual(2);
  });

  it('where the console is the slowest stage (a page costs it more than the service), keeps pages overlapping: never walks back to one', () => {
    // Loopback: the service answers a page in 2 ms, the console spends 3.7 ms on each
    // (decode, CSV). One at a time: 5.7 ms a page. Latency is high at every level above
    // one (answers wait for the console) while the rate holds.
    const run = simulate(singleWorker(2), 1000, 8, () => 3.7);
    expect(settledLimit(run.final)).toBeGreaterThanOrEqual(2);
    expect(run.final.limit).toBeGreaterThanOrEqual(2);
    expect(run.elapsedMs).toBeLessThan(1000 * 5.7 * 0.7);
  });

  it('on a noisy machine (every page ±30%, so window rates swing), still keeps pages overlapping', () => {
    // A fixed pseudo-random sequence: deterministic, but no two windows alike.
    let seed = 12345;
    const jitter = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return 0.7 + (0.6 * seed) / 0x7fffffff;
    };
    let free = 0;
    const noisyWorker: Service = (at) => {
      free = Math.max(free, at) + 2 * jitter();
      return { doneAt: free, overloaded: false };
    };
    const run = simulate(noisyWorker, 2000, 8, () => 3.7 * jitter());
    expect(settledLimit(run.final)).toBeGreaterThanOrEqual(2);
    expect(run.elapsedMs).toBeLessThan(2000 * 5.7 * 0.75);
  });

  it('steps back, and stays back, when one more in flight makes pages come back slower', () => {
    // Each page costs more the more are in flight beyond 3 (a service that thrashes).
    let free = 0;
    const thrashing: Service = (at, inFlight) => {
      const cost = inFlight <= 3 ? 10 / inFlight : 10 + 8 * (inFlight - 3);
      free = Math.max(free, at) + cost;
      return { doneAt: free + 30, overloaded: false };
    };
    const run = simulate(thrashing, 2000);
    expect(run.final.limit).toBeLessThanOrEqual(4);
    expect(run.final.ceiling).toBeLessThanOrEqual(4);
    expect(settledLimit(run.final)).toBeLessThanOrEqual(4);
  });

  it('halves at once on an overload (code 1000 / 5xx) and does not climb back into it', () => {
    const busyAbove4: Service = (at, inFlight) => ({ doneAt: at + 100, overloaded: inFlight > 4 });
    const run = simulate(busyAbove4, 1000);
    const firstShed = run.limits.findIndex((l, i) => i > 0 && l < run.limits[i - 1]!);
    expect(firstShed).toBeGreaterThan(0);
    expect(run.limits[firstShed]).toBe(Math.floor(run.limits[firstShed - 1]! / 2));
    expect(run.final.ceiling).toBeLessThanOrEqual(4);
    expect(settledLimit(run.final)).toBeLessThanOrEqual(4);
    expect(settledLimit(run.final)).toBeGreaterThanOrEqual(2);
  });

  it('is a pure function of its inputs', () => {
    const a = simulate(singleWorker(3), 300);
    const b = simulate(singleWorker(3), 300);
    expect(a.limits).toEqual(b.limits);
  });
});
