/**
 * A go-live cue's outcome follows the destination board (one truth per destination): main
 * answers a connect with CONNECTING (accepted, not yet listed by the server), and only the
 * board's polls can say LIVE, or FAILED with the server's reason. Each destination of a
 * fired go-live cue that is still CONNECTING takes its board row's state once the row has
 * settled after the cue was fired, and keeps it: the cue went live even when a later cue
 * disconnects the destination.
 */
import type { DestState, Destination } from '../../../../shared/domain/live/board';
import { destinationKey } from '../../../../shared/domain/live/sessions';
import { type CueOutcome, summarize } from '../../../../shared/domain/sheets/outcome';
import type { CueAction } from '../../../../shared/domain/sheets/schema';
import type { SheetRun } from './run-state';

const SETTLED: ReadonlySet<DestState> = new Set(['live', 'failed', 'unknown', 'off', 'stopped']);

type GoLive = Extract<CueAction, { kind: 'goLive' }>;

function followed(outcome: CueOutcome, action: GoLive, rows: ReadonlyMap<string, Destination>): CueOutcome {
  const fired = Date.parse(outcome.firedAt);
  let moved = false;
  const parts = outcome.parts.map((part, i) => {
    const params = action.connects[i];
    if (part.state !== 'connecting' || params === undefined) return part;
    const row = rows.get(destinationKey({ push_service_id: params.push_service_id ?? null, entry_name: params.entry_name ?? null }));
    // A row that settled before this cue was sent is an older answer, not this cue's.
    if (row === undefined || !SETTLED.has(row.state) || Date.parse(row.since) < fired) return part;
    moved = true;
    return { ...part, state: row.state, message: row.reason ?? '' };
  });
  return moved ? { ...outcome, ...summarize(parts), parts } : outcome;
}

/** The run with its go-live outcomes moved on by the board (the same run when nothing moved). */
export function followBoard(run: SheetRun, board: readonly Destination[]): SheetRun {
  const rows = new Map(board.map((r) => [r.key, r]));
  let moved = false;
  const cues = run.state.cues.map((c, i) => {
    const action = run.sheet.cues[i]?.action;
    if (c.phase !== 'done' || c.outcome === null || action?.kind !== 'goLive') return c;
    const outcome = followed(c.outcome, action, rows);
    if (outcome === c.outcome) return c;
    moved = true;
    return { ...c, outcome };
  });
  return moved ? { ...run, state: { ...run.state, cues } } : run;
}

/** Where a go-live cue's pushes run, for the board to poll when no target is watched yet. */
export function goLiveSource(action: CueAction | null, board: readonly Destination[]): { app: string; inst: string } | null {
  if (action?.kind !== 'goLive') return null;
  for (const c of action.connects) {
    const row = board.find((r) => r.key === destinationKey({ push_service_id: c.push_service_id ?? null, entry_name: c.entry_name ?? null }));
    const app = c.app ?? row?.app ?? null;
    const inst = c.inst ?? row?.inst ?? null;
    if (app !== null && inst !== null) return { app, inst };
  }
  return null;
}
