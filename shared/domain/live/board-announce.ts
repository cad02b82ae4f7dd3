/**
 * What a screen reader is told about the destination board (issue: accessibility beyond
 * contrast): every change that matters, once, in the words the board shows —
 * "#503 socialplatform: FAILED — <reason>". A row entering LIVE or RECONNECTING is told
 * politely; FAILED, UNKNOWN and a reconnect that gave up are told at once (assertive).
 * Rows already in their state when the screen first shows them are not told again.
 */
import type { DestState, Destination } from './board';

export interface Announcement {
  text: string;
  /** Interrupts what is being read (FAILED, UNKNOWN, gave up); else waits its turn. */
  urgent: boolean;
}

const WORDS: Partial<Record<DestState, { word: string; urgent: boolean }>> = {
  live: { word: 'LIVE', urgent: false },
  reconnecting: { word: 'RECONNECTING', urgent: false },
  failed: { word: 'FAILED', urgent: true },
  unknown: { word: 'UNKNOWN', urgent: true },
};

/** The row's reason once reconnect gave up (board-show.ts writes it from reconnect-words.ts). */
const GAVE_UP = /^Gave up after /;

function sentence(row: Destination, word: string): string {
  const reason = row.reason?.trim();
  return `${row.label}: ${word}${reason ? ` — ${reason}` : ''}`;
}

/** What changed from `before` (null: the screen shows the board for the first time) to `after`, urgent first. */
export function boardAnnouncements(before: readonly Destination[] | null, after: readonly Destination[]): Announcement[] {
  if (before === null) return [];
  const was = new Map(before.map((r) => [r.key, r]));
  const out: Announcement[] = [];
  for (const row of after) {
    const prev = was.get(row.key);
    const says = WORDS[row.state];
    if (says === undefined) continue;
    const gaveUp = row.state === 'failed' && GAVE_UP.test(row.reason ?? '') && !GAVE_UP.test(prev?.reason ?? '');
    if (prev?.state === row.state && !gaveUp) continue;
    out.push({ text: sentence(row, gaveUp ? 'FAILED, reconnect gave up' : says.word), urgent: says.urgent });
  }
  return [...out.filter((a) => a.urgent), ...out.filter((a) => !a.urgent)];
}
