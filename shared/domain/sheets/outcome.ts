/**
 * How a fired cue ended, in the destination board's states (operator principles, States), so a cue and
 * the board never disagree on words. `done` is an action with no destination (a split,
 * a geo set, a playlist read) that the server accepted.
 */
import type { DestState } from '../live/board';

export type CueState = DestState | 'done';

export interface CuePart {
  label: string;
  state: CueState;
  message: string;
}

export interface CueOutcome {
  state: CueState;
  message: string;
  parts: CuePart[];
  /** The Activity entries the cue wrote (one per call sent), to open from its outcome. */
  auditIds: string[];
  /** When main sent it (ISO). */
  firedAt: string;
}

/** Worst first: one failed destination makes the cue failed, then unknown, then not sent. */
const SEVERITY: readonly CueState[] = ['failed', 'unknown', 'off'];

export function overallState(parts: readonly CuePart[]): CueState {
  for (const s of SEVERITY) if (parts.some((p) => p.state === s)) return s;
  return parts[0]?.state ?? 'done';
}

/** What a part in each state did, for the cue's count ("2 of 3 went live, 1 failed"). */
const DID: Record<CueState, string> = {
  live: 'went live', connecting: 'connecting', disconnecting: 'disconnecting', stopped: 'stopped', done: 'done',
  off: 'not sent', unknown: 'without a clear answer', failed: 'failed', reconnecting: 'reconnecting',
};
/** The order the counts are read in: what went as asked first, then what did not. */
const COUNT_ORDER: readonly CueState[] = ['live', 'done', 'stopped', 'connecting', 'disconnecting', 'off', 'unknown', 'failed'];

/**
 * A cue's state and words from its parts: the one part's message, else every state's count in
 * words, so "2 of 3" never leaves the operator guessing whether two went or two failed.
 */
export function summarize(parts: readonly CuePart[]): { state: CueState; message: string } {
  const state = overallState(parts);
  if (parts.length === 1) return { state, message: parts[0]!.message };
  const counts = COUNT_ORDER.map((s) => [s, parts.filter((p) => p.state === s).length] as const).filter(([, n]) => n > 0);
  const words = counts.map(([s, n], i) => (i === 0 ? `${n} of ${parts.length} ${DID[s]}` : `${n} ${DID[s]}`));
  return { state, message: words.join(', ') };
}
