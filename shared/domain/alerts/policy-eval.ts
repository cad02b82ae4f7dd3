/**
 * The alert policy's look at one account at a moment (policy.ts steps it): which incidents
 * open (past the grace, or flapping), repeat (2, 4, 8 minutes, then every 8, until
 * acknowledged), take a worse cause, and recover (a flapping one once it held still).
 */
import type { Alert, AlertCause } from './alert';
import { type AccountAlerts, ALERT_LIMITS, type AlertLimits, type Incident, type Signal } from './policy-types';
import { FLAPPING_DETAIL, alertText } from './words';

/** How much worse one cause is than another: only a worse one alerts again within an incident. */
const RANK: Record<AlertCause, number> = { unreadable: 0, stale: 0, unknown: 1, failed: 2, split_failed: 2, preflight_failed: 2, gave_up: 3, key_refused: 4 };

function graceOf(a: AccountAlerts, cause: AlertCause): number {
  if (cause === 'split_failed' || cause === 'preflight_failed') return 0;
  if (cause === 'stale') return (a.read?.staleAfterMs ?? 0) + a.settings.staleAlertMs;
  return a.settings.graceMs ?? 2 * a.pollMs;
}

/** When repeat n (1-based) of an incident opened at `openedAt` is due. */
export function repeatDue(openedAt: number, n: number, limits: AlertLimits = ALERT_LIMITS): number {
  const at = limits.repeatAtMs;
  if (n <= at.length) return openedAt + at[n - 1]!;
  return openedAt + at[at.length - 1]! + (n - at.length) * limits.repeatEveryMs;
}

/** The account's STALE signal now, when its polled board's last read is older than it should be (counted from that read). */
function staleSignal(a: AccountAlerts, now: number): Signal | null {
  const r = a.read;
  if (r === null || !r.polled || r.readAt === null || now - r.readAt <= r.staleAfterMs) return null;
  return { cause: 'stale', destination: null, onsetAt: r.readAt, waiting: false, holds: false, detail: null };
}

function alertOf(account: string, a: AccountAlerts, inc: Incident, phase: Alert['phase'], now: number, nowState: string | null): Alert {
  const spanMs = phase === 'recovery' ? (inc.offAt ?? now) - inc.onsetAt : now - inc.onsetAt;
  const text = alertText({ phase, cause: inc.cause, accountName: a.name, destination: inc.destination, detail: inc.detail, spanMs, repeat: inc.repeats, nowState });
  return { incident: inc.incident, phase, cause: inc.cause, account, accountName: a.name, destination: inc.destination, at: new Date(now).toISOString(), text, repeat: phase === 'repeat' ? inc.repeats : 0 };
}

/** Looks at one account at `now`: incidents to open, repeat and recover. Mutates `a`. */
export function evaluate(account: string, a: AccountAlerts, now: number, limits: AlertLimits, out: Alert[], wake: (t: number) => void): void {
  const active: Record<string, Signal> = { ...a.board, ...a.raised };
  const stale = staleSignal(a, now);
  if (stale !== null) active.stale = stale;
  else if (a.read?.polled === true && a.read.readAt !== null) wake(a.read.readAt + a.read.staleAfterMs + 1);
  for (const [id, sig] of Object.entries(active)) {
    const inc = a.incidents[id];
    if (inc !== undefined) {
      inc.offAt = null;
      if (!sig.holds && RANK[sig.cause] > RANK[inc.cause]) {
        Object.assign(inc, { cause: sig.cause, detail: sig.detail, acked: false, repeats: 0, openedAt: now });
        out.push(alertOf(account, a, inc, 'alert', now, null));
      } else if (!inc.acked && now >= repeatDue(inc.openedAt, inc.repeats + 1, limits)) {
        inc.repeats += 1;
        out.push(alertOf(account, a, inc, 'repeat', now, null));
      }
      if (!inc.acked) wake(repeatDue(inc.openedAt, inc.repeats + 1, limits));
      continue;
    }
    const flaps = (a.onsets[id] ?? []).filter((t) => now - t < limits.flapWindowMs).length;
    const due = sig.onsetAt + graceOf(a, sig.cause);
    if (flaps < limits.flapCount && (sig.waiting || now < due)) {
      if (!sig.waiting) wake(due);
      continue;
    }
    const flapping = flaps >= limits.flapCount;
    const detail = flapping ? FLAPPING_DETAIL(flaps, limits.flapWindowMs) : sig.detail;
    const opened: Incident = { incident: `${account}/${id}@${new Date(now).toISOString()}`, cause: sig.cause, destination: sig.destination, detail, onsetAt: sig.onsetAt, openedAt: now, offAt: null, flapping, acked: false, repeats: 0 };
    a.incidents[id] = opened;
    out.push(alertOf(account, a, opened, 'alert', now, null));
    wake(repeatDue(now, 1, limits));
  }
  for (const [id, inc] of Object.entries(a.incidents)) {
    if (active[id] !== undefined) continue;
    inc.offAt ??= now;
    const settled = inc.offAt + (inc.flapping ? limits.flapWindowMs : 0);
    if (now < settled) {
      wake(settled);
      continue;
    }
    const key = id.startsWith('dest:') ? id.slice(5) : null;
    out.push(alertOf(account, a, inc, 'recovery', now, key === null ? null : (a.states[key]?.toUpperCase() ?? 'OFF')));
    delete a.incidents[id];
  }
}

