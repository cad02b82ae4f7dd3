/**
 * Pure transitions of the Activity slice: which entries a filter keeps, and how a
 * freshly appended audit entry joins the list (an outcome line updates its intent's row).
 */
import type { AuditCue, AuditEntry } from '../../../../shared/domain/audit';
import { ACTIVITY_LIST_LIMIT, type ActivityList } from '../../../../shared/ipc/activity';

export type ActivityOutcome = AuditEntry['outcome'];

export interface ActivityFilter {
  command?: string;
  outcome?: Exclude<ActivityOutcome, never>;
  profileId?: string;
}

export function matchesFilter(entry: AuditEntry, f: ActivityFilter): boolean {
  return (
    (f.command === undefined || entry.command === f.command) &&
    (f.outcome === undefined || entry.outcome === f.outcome) &&
    (f.profileId === undefined || entry.profileId === f.profileId)
  );
}

/**
 * Newest first. An entry already listed (same id: its outcome arrived) is replaced in
 * place; a new one goes on top when the filter keeps it. An outcome that makes a listed
 * entry stop matching (filter "pending") removes it. The list keeps at most
 * ACTIVITY_LIST_LIMIT entries (the oldest fall off; `total` still counts them), so a screen
 * left open through a long show stays the same size.
 */
export function withAuditEntry(list: ActivityList | null, entry: AuditEntry, f: ActivityFilter): ActivityList | null {
  if (list === null) return null;
  const at = list.entries.findIndex((e) => e.id === entry.id);
  const keep = matchesFilter(entry, f);
  if (at >= 0) {
    const entries = keep ? list.entries.map((e, i) => (i === at ? entry : e)) : list.entries.filter((_, i) => i !== at);
    return { ...list, entries, total: keep ? list.total : list.total - 1 };
  }
  if (!keep) return list;
  return { ...list, entries: [entry, ...list.entries.slice(0, ACTIVITY_LIST_LIMIT - 1)], total: list.total + 1 };
}

/** Filter values as the list channel takes them (undefined members left out). */
export function filterInput(f: ActivityFilter): ActivityFilter {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as ActivityFilter;
}

/** Words for outcome lines whose intent was lost, or null when there are none. */
export function orphanedLinesText(orphans: number): string | null {
  if (orphans <= 0) return null;
  const lines = orphans === 1 ? '1 outcome line' : `${orphans} outcome lines`;
  return `${lines} in the audit log ${orphans === 1 ? 'has' : 'have'} no matching intent (its line was lost in a crash) and ${orphans === 1 ? 'is' : 'are'} not listed.`;
}

/** Words for the torn-lines notice, or null when the log read cleanly. */
export function tornLinesText(torn: number): string | null {
  if (torn <= 0) return null;
  const lines = torn === 1 ? '1 incomplete line' : `${torn} incomplete lines`;
  return `${lines} in the audit log could not be read and ${torn === 1 ? 'was' : 'were'} skipped — the console stopped in the middle of writing. Entries before and after are intact.`;
}

/** Which run-sheet cue an entry was fired from: "Gala night · cue 2 Opening". */
export function cueWords(cue: AuditCue): string {
  return `${cue.sheet} · cue ${cue.n}${cue.cue ? ` ${cue.cue}` : ''}`;
}

/** The entry a link (`#/activity?entry=<id>`, from a run sheet's outcome) points at, or null. */
export function linkedEntryId(hash: string): string | null {
  return new URLSearchParams(hash.split('?')[1] ?? '').get('entry');
}
