/**
 * What the Activity detail panel shows of one audit entry: the action in words, and the
 * whole intent and outcome as pretty JSON, never cut. The params are as the audit log
 * stored them — secrets were removed before the intent line was written.
 */
import { commandTitle } from '../../../../shared/api/catalog';
import type { AuditEntry } from '../../../../shared/domain/audit';

export interface ActivityDetail {
  title: string;
  command: string;
  intent: string;
  /** null while no outcome line exists (in flight, or the console stopped mid-call). */
  outcome: string | null;
}

export function activityDetail(e: AuditEntry): ActivityDetail {
  const intent = { command: e.command, account: e.profileName, profileId: e.profileId, time: e.time, params: e.params, ...(e.truncated ? { truncated: true } : {}) };
  // Latency in whole ms, the figure the log's column shows (the measurement carries float noise).
  const outcome = e.outcome === 'pending' ? null : { outcome: e.outcome, resultKind: e.resultKind, message: e.message, latencyMs: e.latencyMs === null ? null : Math.round(e.latencyMs), finishedAt: e.finishedAt };
  return { title: commandTitle(e.command), command: e.command, intent: pretty(intent), outcome: outcome === null ? null : pretty(outcome) };
}

/** The entry the panel shows: the picked one while the list still holds it. */
export function pickedEntry(entries: readonly AuditEntry[] | null, id: string | null): AuditEntry | null {
  return id === null ? null : (entries?.find((e) => e.id === id) ?? null);
}

/** Action choices for the filter: the catalog's mutating commands and any the log holds, by title. */
export function actionChoices(commands: readonly string[]): Array<{ value: string; label: string }> {
  return [...new Set(commands)].map((c) => ({ value: c, label: commandTitle(c) })).sort((a, b) => a.label.localeCompare(b.label));
}

const pretty = (v: unknown): string => JSON.stringify(v, null, 2);
