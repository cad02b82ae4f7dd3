/**
 * Words on the board that belong to rows (a refused Go live, the Disconnect all answer)
 * stay up only while they are true: until a row they speak of leaves the states they
 * describe, and never longer than NOTE_MS. Pure: `now` is passed in, so tests set the clock.
 */
import type { DestState, Destination } from '../../../../shared/domain/live/board';
import type { ActionOutcome } from '../../components/action-outcome';
import { WORDS_MS } from '../../stores/expiring-words';

/** The longest any result line stays up: the one limit of stores/expiring-words.ts. */
export const NOTE_MS = WORDS_MS;

interface NoteBase {
  /** Local ms when the words were made. */
  at: number;
  /** The states each row the words speak of may be in for them to stay true (by board key). */
  holds: Record<string, readonly DestState[]>;
}

/** Words of one row, shown on its reason line ("Not sent: … already LIVE"). */
export type RowNote = NoteBase & { kind: 'row'; key: string; text: string };
/** The answer of a board-wide action (Disconnect all), shown beside its button. */
export type BoardNote = NoteBase & { kind: 'board'; outcome: ActionOutcome };
export type LiveNote = RowNote | BoardNote;

/** True while every row the note speaks of is still in a state it holds for, within NOTE_MS. */
export function noteHolds(note: LiveNote, rows: readonly Pick<Destination, 'key' | 'state'>[], now: number): boolean {
  if (now - note.at >= NOTE_MS || now < note.at) return false;
  return Object.entries(note.holds).every(([key, states]) => {
    const row = rows.find((r) => r.key === key);
    return row !== undefined && states.includes(row.state);
  });
}

/** Adds a note: it replaces the one it stands in for (the same row's, or the board's); dead notes are dropped. */
export function withNote(notes: readonly LiveNote[], note: LiveNote, rows: readonly Pick<Destination, 'key' | 'state'>[]): LiveNote[] {
  const same = (n: LiveNote) => n.kind === note.kind && (n.kind === 'board' || (note.kind === 'row' && n.key === note.key));
  return [...notes.filter((n) => !same(n) && noteHolds(n, rows, note.at)), note];
}

/** What Check status found, in words ("Checked 7: 3 LIVE, 1 FAILED, 3 OFF"): true while no row changes state. */
export function checkNote(outcome: ActionOutcome, rows: readonly Pick<Destination, 'key' | 'state'>[], at: number): BoardNote {
  return { kind: 'board', outcome, at, holds: Object.fromEntries(rows.map((r) => [r.key, [r.state]])) };
}

/** The Disconnect all answer: DONE holds while its rows stay down; any other answer while they stay as they are. */
export function disconnectAllNote(outcome: ActionOutcome, running: readonly string[], rows: readonly Pick<Destination, 'key' | 'state'>[], at: number): BoardNote {
  const holds: Record<string, readonly DestState[]> = {};
  for (const key of running) {
    const now = rows.find((r) => r.key === key)?.state;
    holds[key] = outcome.status === 'done' ? ['disconnecting', 'stopped', 'off'] : now ? [now] : [];
  }
  return { kind: 'board', outcome, at, holds };
}
