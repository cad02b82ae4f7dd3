/** A sync's progress in words, one wording per state and per finding. */
import type { SyncProgress } from '../../../shared/domain/archive/types';
import { counted } from '../../../shared/domain/plural';
import { ageWords, secondsOf } from './seconds';

const n = counted;

/** What the re-read found and what the read could not reach, after "Read …; … new". */
function findings(p: Omit<SyncProgress, 'message'>, newest: string | null, retentionDays: number): string {
  const parts: string[] = [];
  if ((p.late ?? 0) > 0 && p.lateOldest != null && newest !== null) {
    const age = secondsOf(newest) - secondsOf(p.lateOldest);
    parts.push(`${n(p.late!, 'late attempt')} added, ${age === 0 ? 'in the newest archived second' : `up to ${ageWords(age)} old`}.`);
  }
  if ((p.timeless ?? 0) > 0) parts.push(`${n(p.timeless!, 'attempt')} with no time.`);
  if (p.pastRetention != null) {
    parts.push(`The service keeps ${n(retentionDays, 'day')}: attempts before ${p.pastRetention} UTC cannot be read again, so any the archive lacks there cannot be reconciled.`);
  }
  return parts.map((s) => ` ${s}`).join('');
}

/** `newest`: the newest second archived when the sync started (late attempts are older than it). */
export function syncText(p: Omit<SyncProgress, 'message'>, newest: string | null, retentionDays: number): string {
  const read = n(p.read, 'attempt');
  // Where the read started (the trailing window's first second, or a second before it): the settings a sync used, said.
  const since = p.since === null ? '' : ` since ${p.since} UTC`;
  if (p.state === 'running') return `Reading ${read}${since}…`;
  if (p.state === 'done') return `Read ${read}${since}; ${p.added.toLocaleString('en-US')} new in the archive.${findings(p, newest, retentionDays)}`;
  if (p.state === 'cancelled') return `Cancelled after ${read}; the archive is as it was.`;
  return `Stopped after ${read}; the archive is as it was.`;
}
