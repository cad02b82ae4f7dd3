/**
 * The alert policy: one pure step from an event and the time it carries to the alerts to
 * send and when to be woken next. Alerts worth trusting:
 * - a thing must stay wrong for the grace (two polls, or the first reconnect try's answer
 *   if later) before it alerts: a drop that comes back within it says nothing;
 * - a thing that goes wrong `flapCount` times within `flapWindowMs` alerts once, as
 *   flapping, and recovers once, after it held still for that window;
 * - an unacknowledged incident repeats at 2, 4 and 8 minutes, then every 8; an
 *   acknowledgement mutes its repeats (never its recovery); a worse cause (FAILED → gave up)
 *   alerts again under the same incident;
 * - a rehearsal mirror's account never alerts.
 */
import type { Alert } from './alert';
import { evaluate } from './policy-eval';
import { type AccountAlerts, ALERT_LIMITS, type AlertLimits, type Condition, DEFAULT_ALERT_SETTINGS, type OpenIncident, type PolicyEvent, type PolicyState, type Signal } from './policy-types';
import { alertText } from './words';

export { repeatDue } from './policy-eval';

export interface PolicyStep {
  state: PolicyState;
  alerts: Alert[];
  /** Local ms of the next moment the policy must look again (a grace ending, a repeat due), or null. */
  wakeAt: number | null;
  /** Incidents an `ack` muted. */
  acked: OpenIncident[];
}

function blank(name: string, pollMs: number): AccountAlerts {
  return { name, pollMs, settings: DEFAULT_ALERT_SETTINGS, board: {}, raised: {}, states: {}, read: null, onsets: {}, incidents: {} };
}

function signalsOf(prev: Record<string, Signal>, conditions: readonly Condition[], at: number): Record<string, Signal> {
  const out: Record<string, Signal> = {};
  for (const c of conditions) {
    out[c.id] = { cause: c.cause, destination: c.destination, onsetAt: prev[c.id]?.onsetAt ?? at, waiting: c.waiting === true, holds: c.holds === true, detail: c.detail ?? null };
  }
  return out;
}

function noteOnsets(a: AccountAlerts, before: Record<string, Signal>, after: Record<string, Signal>, at: number, limits: AlertLimits): void {
  for (const id of Object.keys(after)) {
    if (before[id] !== undefined || after[id]!.holds) continue;
    a.onsets[id] = [...(a.onsets[id] ?? []).filter((t) => at - t < limits.flapWindowMs), at];
  }
}

/** Applies one event to the state (a fresh copy); says which incidents an `ack` muted. */
function apply(s: PolicyState, e: PolicyEvent, limits: AlertLimits): { muted: string[] } {
  const muted: string[] = [];
  if (e.type === 'board' || e.type === 'raise') {
    if (e.mirror) return { muted };
    const a = (s.accounts[e.account] ??= blank(e.accountName, e.type === 'board' ? e.pollMs : 5000));
    a.name = e.accountName;
    if (e.settings !== undefined) a.settings = e.settings;
    if (e.type === 'board') {
      // A step under way holds only what is already open (see Condition.holds).
      const next = signalsOf(a.board, e.conditions.filter((c) => c.holds !== true || a.incidents[c.id] !== undefined), e.at);
      noteOnsets(a, { ...a.board, ...a.raised }, next, e.at, limits);
      a.board = next;
      a.pollMs = e.pollMs;
      a.states = e.states;
      a.read = e.read;
    } else {
      const next = { ...a.raised, ...signalsOf(a.raised, [e.condition], e.at) };
      noteOnsets(a, { ...a.board, ...a.raised }, next, e.at, limits);
      a.raised = next;
    }
  } else if (e.type === 'clear') {
    const a = s.accounts[e.account];
    if (a !== undefined) delete a.raised[e.id];
  } else if (e.type === 'settings') {
    const a = s.accounts[e.account];
    if (a !== undefined) a.settings = e.settings;
  } else if (e.type === 'forget') {
    delete s.accounts[e.account];
  } else if (e.type === 'ack') {
    for (const [account, a] of Object.entries(s.accounts)) {
      if (e.account !== null && account !== e.account) continue;
      for (const inc of Object.values(a.incidents)) {
        if (inc.acked || (e.incident !== null && inc.incident !== e.incident)) continue;
        inc.acked = true;
        muted.push(inc.incident);
      }
    }
  }
  return { muted };
}

/** One step of the policy. */
export function stepAlerts(prev: PolicyState, e: PolicyEvent, limits: AlertLimits = ALERT_LIMITS): PolicyStep {
  const state = structuredClone(prev);
  const { muted } = apply(state, e, limits);
  const alerts: Alert[] = [];
  let wakeAt: number | null = null;
  const wake = (t: number): void => {
    wakeAt = wakeAt === null ? t : Math.min(wakeAt, t);
  };
  for (const [account, a] of Object.entries(state.accounts)) evaluate(account, a, e.at, limits, alerts, wake);
  const acked = openIncidents(state).filter((o) => muted.includes(o.incident));
  return { state, alerts, wakeAt, acked };
}

/** Every open incident, oldest first, as a view lists it with its acknowledge button. */
export function openIncidents(s: PolicyState): OpenIncident[] {
  const out: OpenIncident[] = [];
  for (const [account, a] of Object.entries(s.accounts)) {
    for (const inc of Object.values(a.incidents)) {
      const text = alertText({ phase: 'alert', cause: inc.cause, accountName: a.name, destination: inc.destination, detail: inc.detail, spanMs: 0, repeat: 0 });
      out.push({ incident: inc.incident, account, accountName: a.name, cause: inc.cause, destination: inc.destination, openedAt: new Date(inc.openedAt).toISOString(), acked: inc.acked, text });
    }
  }
  return out.sort((x, y) => x.openedAt.localeCompare(y.openedAt) || x.incident.localeCompare(y.incident));
}
