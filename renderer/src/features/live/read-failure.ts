/**
 * One watch-read failure, said once on the Live screen (operator principles: one state shown once). The
 * Live bar's state line owns the full reason; the board and Recording say only what the
 * failure means for them, pointing up to it. A different failure (the stored services
 * read, the ledger, the watch call itself) keeps its own line where it applies.
 */
import { boardStale } from '../../../../shared/domain/live/sessions';
import type { LiveData } from './live-state';

/** The Live bar's state line: the one place the watch read's reason is written out. */
export type BarLine =
  | { kind: 'quiet' }
  | { kind: 'fresh'; fetchedAt: string }
  /** Reads stopped arriving (more than two polls and a grace): the board is as of fetchedAt, said in words. */
  | { kind: 'stale'; fetchedAt: string }
  /** No fresh answer since opening: the cached one is shown. */
  | { kind: 'cached'; fetchedAt: string; reason: string }
  /** A later poll failed: the last good answer stays. */
  | { kind: 'refresh-failed'; fetchedAt: string; reason: string }
  /** Nothing has been read for this target. */
  | { kind: 'never-read'; reason: string };

/** The destination board's part: its rows as last known, or why it has none. */
export type BoardView =
  | { kind: 'unwatched' }
  | { kind: 'reading'; target: string }
  /** Nothing read and nothing to list: says so, never "no destinations" (a fact we do not know). */
  | { kind: 'not-read'; failingSince: string | null }
  | { kind: 'rows'; empty: boolean; outage: Outage | null };

/** Reads fail while rows are shown: since when, and what the rows are (asOf null: only what this console sent). */
export interface Outage {
  since: string;
  asOf: string | null;
}

export type StreamsView =
  | { kind: 'unwatched' }
  | { kind: 'reading'; target: string }
  | { kind: 'not-read' }
  | { kind: 'none-live'; target: string }
  | { kind: 'rows' };

export function barLine(live: LiveData, now: number = Date.now()): BarLine {
  const snap = live.snapshot;
  if (!snap) return { kind: 'quiet' };
  if (live.sessionsStale && snap.fetchedAt) return { kind: 'cached', fetchedAt: snap.fetchedAt, reason: snap.pollError ?? 'no fresh data' };
  if (snap.pollError && snap.fetchedAt) return { kind: 'refresh-failed', fetchedAt: snap.fetchedAt, reason: snap.pollError };
  if (snap.pollError) return { kind: 'never-read', reason: snap.pollError };
  if (snap.fetchedAt && boardStale(snap, now)) return { kind: 'stale', fetchedAt: snap.fetchedAt };
  return snap.fetchedAt ? { kind: 'fresh', fetchedAt: snap.fetchedAt } : { kind: 'quiet' };
}

export function boardView(live: LiveData): BoardView {
  const snap = live.snapshot;
  if (!snap?.target) return { kind: 'unwatched' };
  if (snap.fetchedAt === null && snap.board.length === 0) {
    return snap.pollError ? { kind: 'not-read', failingSince: snap.failingSince } : { kind: 'reading', target: targetName(snap.target) };
  }
  const outage = snap.failingSince === null ? null : { since: snap.failingSince, asOf: snap.fetchedAt };
  return { kind: 'rows', empty: snap.board.length === 0, outage };
}

export function streamsView(live: LiveData): StreamsView {
  const snap = live.snapshot;
  if (!snap?.target) return { kind: 'unwatched' };
  if (snap.fetchedAt === null) return snap.pollError ? { kind: 'not-read' } : { kind: 'reading', target: targetName(snap.target) };
  return snap.streams.length === 0 ? { kind: 'none-live', target: targetName(snap.target) } : { kind: 'rows' };
}

function targetName(t: { app: string; inst: string }): string {
  return `${t.app}/${t.inst}`;
}
