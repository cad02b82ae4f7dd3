/**
 * What the Activity detail panel shows of one audit entry: its fields in words (who, which
 * account, what was asked, what came back, what the destination then became, how long,
 * which sheet and cue), and — behind "Show raw" — the whole intent and outcome as pretty
 * JSON, never cut. The params are as the audit log stored them: secrets were removed
 * before the intent line was written.
 */
import type { AuditEntry } from '../../../../shared/domain/audit';
import { cueWords } from './activity-state';
import { askedWords, sourceWords } from './asked-words';
import { actionTitle, answerSentence, followUpSentence, howLong } from './entry-words';
import { destinationShort } from './console-entries';
import { actByWords } from '../../../../shared/domain/share/person-words';

/** "Disconnect #502 — Ana, from 192.0.2.12": the act, its destination, and the guest who did it. */
export function actedLine(e: AuditEntry): string {
  const dest = destinationShort(e);
  return actByWords(dest === '' ? actionTitle(e.command) : `${actionTitle(e.command)} ${dest}`, e.person);
}

export interface DetailField {
  label: string;
  value: string;
}

export interface ActivityDetail {
  title: string;
  command: string;
  /** Who, account, when-less fields in reading order (the time is shown by the panel as a Time). */
  fields: DetailField[];
  /** What was asked: each parameter by its name in words. */
  asked: DetailField[];
  answer: string;
  /** What the destination became after the call, oldest first. */
  then: string[];
  intent: string;
  /** null while no outcome line exists (in flight, or the console stopped mid-call). */
  outcome: string | null;
}

export function activityDetail(e: AuditEntry): ActivityDetail {
  const intent = { command: e.command, account: e.profileName, profileId: e.profileId, time: e.time, ...(e.by ? { by: e.by } : {}), ...(e.source ? { source: e.source } : {}), params: e.params, ...(e.truncated ? { truncated: true } : {}), ...(e.cue ? { cue: e.cue } : {}), ...(e.person ? { person: e.person } : {}), ...(e.confirmedBy ? { confirmedBy: e.confirmedBy } : {}) };
  // Latency in whole ms, the figure the log's column shows (the measurement carries float noise).
  const outcome =
    e.outcome === 'pending'
      ? null
      : { outcome: e.outcome, resultKind: e.resultKind, message: e.message, latencyMs: e.latencyMs === null ? null : Math.round(e.latencyMs), finishedAt: e.finishedAt, ...(e.followUps ? { followUps: e.followUps } : {}) };
  const fields: DetailField[] = [
    { label: 'Who', value: e.by ?? 'Not recorded (an entry older than the record of who sent it)' },
    { label: 'Asked by', value: sourceWords(e) },
    { label: 'Account', value: e.profileName },
    { label: 'How long', value: howLong(e) },
    { label: 'Run sheet', value: e.cue ? cueWords(e.cue) : 'Not from a run sheet' },
  ];
  return {
    title: e.person === undefined ? actionTitle(e.command) : actedLine(e), command: e.command, fields, asked: askedWords(e), answer: answerSentence(e), then: (e.followUps ?? []).map(followUpSentence),
    intent: pretty(intent), outcome: outcome === null ? null : pretty(outcome),
  };
}

/** The entry the panel shows: the picked one while the list still holds it. */
export function pickedEntry(entries: readonly AuditEntry[] | null, id: string | null): AuditEntry | null {
  return id === null ? null : (entries?.find((e) => e.id === id) ?? null);
}

/** Action choices for the filter: the catalog's mutating commands and any the log holds, by title. */
export function actionChoices(commands: readonly string[]): Array<{ value: string; label: string }> {
  return [...new Set(commands)].map((c) => ({ value: c, label: actionTitle(c) })).sort((a, b) => a.label.localeCompare(b.label));
}

const pretty = (v: unknown): string => JSON.stringify(v, null, 2);
