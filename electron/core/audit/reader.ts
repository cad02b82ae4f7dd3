/**
 * The audit file's read side: joins each intent with its outcome and follow-ups by id. A line that is
 * not a complete JSON entry (a crash mid-write) is skipped and counted, and nothing
 * around it is lost.
 */
import { readFile } from 'node:fs/promises';
import type { AuditEntry, AuditFollowUpLine, AuditIntentLine, AuditLine, AuditOutcomeLine } from '../../../shared/domain/audit';
import type { ActivityList } from '../../../shared/ipc/activity';

export interface AuditRead {
  /** Oldest first, as written. */
  entries: AuditEntry[];
  tornLines: number;
  /** Outcome (or follow-up) lines with no intent before them in the file. */
  orphanedLines: number;
}

function parseLine(text: string): AuditLine | null {
  try {
    const v = JSON.parse(text) as Partial<AuditLine> | null;
    if (!v || typeof v !== 'object' || typeof v.id !== 'string') return null;
    if (v.phase === 'intent' && typeof v.command === 'string' && typeof v.time === 'string') return v as AuditIntentLine;
    if (v.phase === 'outcome' && typeof v.outcome === 'string') return v as AuditOutcomeLine;
    if (v.phase === 'followup' && typeof v.state === 'string' && typeof v.time === 'string') return v as AuditFollowUpLine;
    return null;
  } catch {
    return null;
  }
}

export function pendingEntry(intent: AuditIntentLine): AuditEntry {
  const { phase: _p, ...rest } = intent;
  return { ...rest, outcome: 'pending', resultKind: null, message: null, latencyMs: null, finishedAt: null };
}

export function finishEntry(entry: AuditEntry, outcome: AuditOutcomeLine): AuditEntry {
  return { ...entry, outcome: outcome.outcome, resultKind: outcome.resultKind, message: outcome.message, latencyMs: outcome.latencyMs, finishedAt: outcome.time };
}

export function withFollowUp(entry: AuditEntry, line: AuditFollowUpLine): AuditEntry {
  const { phase: _p, id: _id, ...f } = line;
  return { ...entry, followUps: [...(entry.followUps ?? []), f] };
}

/** Parses the whole text of an audit file. */
export function parseAudit(text: string): AuditRead {
  const byId = new Map<string, AuditEntry>();
  let tornLines = 0;
  let orphanedLines = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const line = parseLine(raw);
    if (!line) {
      tornLines += 1;
      continue;
    }
    if (line.phase === 'intent') byId.set(line.id, pendingEntry(line));
    else {
      const entry = byId.get(line.id);
      if (!entry) orphanedLines += 1;
      else byId.set(line.id, line.phase === 'outcome' ? finishEntry(entry, line) : withFollowUp(entry, line));
    }
  }
  return { entries: [...byId.values()], tornLines, orphanedLines };
}

export async function readAudit(path: string): Promise<AuditRead> {
  try {
    return parseAudit(await readFile(path, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], tornLines: 0, orphanedLines: 0 };
    throw err;
  }
}

export interface ActivityFilter {
  command?: string;
  outcome?: AuditEntry['outcome'];
  profileId?: string;
  limit: number;
}

/** Entries newest first, filtered; torn lines counted over the whole file. */
export async function listAudit(path: string, filter: ActivityFilter): Promise<ActivityList> {
  const read = await readAudit(path);
  const matching = read.entries
    .filter((e) => (filter.command === undefined || e.command === filter.command) && (filter.outcome === undefined || e.outcome === filter.outcome) && (filter.profileId === undefined || e.profileId === filter.profileId))
    .reverse();
  return { entries: matching.slice(0, filter.limit), tornLines: read.tornLines, orphanedLines: read.orphanedLines, total: matching.length };
}
