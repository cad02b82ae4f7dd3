/**
 * When each poll of the watched account began, as the sandbox saw it: the first
 * `stream.active` of each poll (one poll reads every scope the account's destinations
 * involve, together, so only the first of a burst starts a poll), `gaps + 1` polls in a row.
 * The count at the sandbox is checked against the polls timed.
 */
import type { Booted } from '../../electron/cli/boot';

export async function pollStarts(booted: Booted, gaps: number, pollMs: number): Promise<number[]> {
  const starts: number[] = [];
  let last = booted.sandbox.counts()['stream.active'] ?? 0;
  let lastAt = 0;
  const first = last;
  while (starts.length < gaps + 1) {
    await new Promise((r) => setImmediate(r));
    const now = booted.sandbox.counts()['stream.active'] ?? 0;
    if (now === last) continue;
    last = now;
    const at = performance.now();
    if (at - lastAt > pollMs / 2) starts.push(at);
    lastAt = at;
  }
  if ((booted.sandbox.counts()['stream.active'] ?? 0) - first < gaps + 1) throw new Error('poll lateness: fewer stream.active at the sandbox than polls timed');
  return starts;
}
