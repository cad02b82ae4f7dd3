/**
 * The interleaved rounds of the alert-down bench (alert-down.ts): A presses with no alert
 * target, B presses while two fresh down targets are being tried; a B round ends with its
 * targets removed, its receivers no longer listening and the delivery settled, so no try reaches into
 * the next round — an A round that sees one fails the run.
 */
import type { Page } from '@playwright/test';
import type { Booted } from '../../electron/cli/boot';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import type { Arrivals } from '../lib/arrivals';
import { type DownKind, type DownReceivers, downReceivers } from './down-receivers';

export type Presser = (page: Page, splits: Arrivals, presses: number) => Promise<number[]>;
export type Arm = 'A' | 'B';

const ALERT_EVERY_MS = Number(process.env.MC_BENCH_ALERT_MS ?? 1000);
/** Every bench target's label starts so; Activity's entries for them are found by it. */
export const LABEL = 'bench down';
export const WHAT = 'F9 with alert targets that are down';
export const ORDER: Arm[] = ['A', 'B', 'B', 'A'];
export const targetLabel = (kind: DownKind, round: number): string => `${LABEL} ${kind} r${round}`;

/**
 * Tries made to the receivers: the client's requests to them, and connections accepted.
 * Refused connects are not tries: undici connects once more on its own just after a request
 * is aborted (a hanging try timing out), after that try is over and recorded.
 */
export const seen = (all: readonly DownReceivers[]): number => all.reduce((a, r) => a + r.tries('ntfy') + r.tries('slack') + r.accepted(), 0);

async function addTargets(booted: Booted, rx: DownReceivers, round: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [kind, url] of [['ntfy', rx.hangingUrl], ['slack', rx.refusedUrl]] as const) {
    const added = await booted.services.router.dispatch('alerts.add', { account: SANDBOX_PROFILE_ID, kind, label: targetLabel(kind, round), url });
    if (!added.ok) throw new Error(`${WHAT}: could not add the ${kind} target: ${added.error.message}`);
    ids.push((added.value as { id: string }).id);
  }
  return ids;
}

/** Removes the round's targets, ends its receivers and waits until no try of the round is left. */
async function endDown(booted: Booted, rx: DownReceivers, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const removed = await booted.services.router.dispatch('alerts.remove', { account: SANDBOX_PROFILE_ID, id });
    if (!removed.ok) throw new Error(`${WHAT}: could not remove a target: ${removed.error.message}`);
  }
  rx.stopListening();
  await booted.services.alertsSettled();
}

async function waitTried(rx: DownReceivers): Promise<void> {
  const givenUp = Date.now() + ALERT_EVERY_MS * 20 + 10_000;
  while ((rx.accepted() === 0 || rx.refused() === 0) && Date.now() < givenUp) await new Promise((r) => setTimeout(r, 20));
  if (rx.accepted() === 0 || rx.refused() === 0) throw new Error(`${WHAT}: the down targets were not both tried (${rx.accepted()} hanging, ${rx.refused()} refused)`);
}

/** Runs the rounds; each B round's receivers are added to `receivers` (closed by the caller, whatever happens). */
export async function runRounds(booted: Booted, page: Page, splits: Arrivals, press: Presser, rounds: number, presses: number, receivers: DownReceivers[]): Promise<Record<Arm, number[][]>> {
  const times: Record<Arm, number[][]> = { A: [], B: [] };
  const ports = new Set<number>();
  for (let round = 0; round < rounds; round++) {
    const arm = ORDER[round % ORDER.length]!;
    const rx = arm === 'B' ? await downReceivers(round, ports) : null;
    const ids = rx === null ? [] : await addTargets(booted, rx, round);
    if (rx !== null) receivers.push(rx);
    if (rx !== null) await waitTried(rx);
    const triesBefore = seen(receivers);
    const splitsBefore = booted.sandbox.counts()['recording.split'] ?? 0;
    const t = await press(page, splits, presses);
    const received = (booted.sandbox.counts()['recording.split'] ?? 0) - splitsBefore;
    if (received !== presses || t.length !== presses) throw new Error(`${WHAT}: round ${round + 1} (${arm}): ${presses} presses, ${received} splits received, ${t.length} timed`);
    if (arm === 'A' && seen(receivers) !== triesBefore) throw new Error(`${WHAT}: round ${round + 1} (no target) saw ${seen(receivers) - triesBefore} tries to a down target`);
    times[arm].push(t);
    if (rx !== null) await endDown(booted, rx, ids);
  }
  return times;
}
