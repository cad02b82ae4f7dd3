/**
 * The console's own Activity entries (no command is sent for them) and the destination
 * each entry is about, in words: "#504 rtmp → ingest.example" as the board named it
 * when the entry was written, else as a later read named it, else the id or entry name
 * its parameters carry. Empty for an entry about no one destination (Disconnect all, a split).
 */
import { ALERT_SENT, type AuditEntry, DESTINATION_DROPPED, OUTSIDE_CHANGE, RECONNECT_EPISODE, RECONNECT_STARTED } from '../../../../shared/domain/audit';
import type { TagState } from '../../components/StateTag';

interface ConsoleEntry {
  title: string;
  /** The tag it shows, whatever its outcome (null: the outcome's). */
  tag: { tag: TagState; word: string } | null;
  /** What the detail says came back. */
  said: (message: string) => string;
}

export const CONSOLE_ENTRIES: Record<string, ConsoleEntry> = {
  [RECONNECT_EPISODE]: { title: 'Automatic reconnect', tag: null, said: (m) => `The episode ended: ${m}. Each try has its own entry.` },
  [RECONNECT_STARTED]: { title: 'Reconnect started', tag: { tag: 'reconnecting', word: 'STARTED' }, said: (m) => `${m}. Each try has its own entry; the episode's end has one too.` },
  [DESTINATION_DROPPED]: { title: 'Destination dropped', tag: null, said: (m) => `A read found it off air: ${m}` },
  [OUTSIDE_CHANGE]: { title: 'Changed outside', tag: { tag: 'unknown', word: 'OUTSIDE' }, said: (m) => m },
  [ALERT_SENT]: { title: 'Alert sent', tag: null, said: (m) => `The alert target ${m}` },
};

/** The destination's id and name ("#504 rtmp"), as the column shows it; the whole label is on hover. */
export function destinationShort(e: AuditEntry): string {
  return destinationWords(e).split(' → ')[0] ?? '';
}

export function destinationWords(e: AuditEntry): string {
  if (e.destination !== undefined) return e.destination;
  const later = e.followUps?.at(-1)?.destination;
  if (later !== undefined) return later;
  const id = e.params.push_service_id;
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return `#${id}`;
  const name = e.params.entry_name;
  return typeof name === 'string' && name !== '' && name !== '*' ? name : '';
}
