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

/** A cue's state and words from its parts: the one part's message, else how many share the cue's state. */
export function summarize(parts: readonly CuePart[]): { state: CueState; message: string } {
  const state = overallState(parts);
  const message = parts.length === 1 ? parts[0]!.message : `${parts.filter((p) => p.state === state).length} of ${parts.length}`;
  return { state, message };
}
