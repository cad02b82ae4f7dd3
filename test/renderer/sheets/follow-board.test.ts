/** A go-live cue's outcome follows the destination board to LIVE / FAILED with the board's reason, and keeps it. */
import { describe, expect, it } from 'vitest';
import type { CueOutcome } from '../../../shared/domain/sheets/outcome';
import { runStep } from '../../../shared/domain/sheets/runner';
import { followBoard, goLiveSource } from '../../../renderer/src/features/sheets/follow-board';
import { type SheetRun, newRun } from '../../../renderer/src/features/sheets/run-state';
import { dest } from '../live/fixtures';
import { sixCueSheet } from '../../unit/sheets/fixtures';

const FIRED = '2026-11-26T02:00:00.000Z';
const AFTER = '2026-11-26T02:00:03.000Z';

const connecting = (label: string) => ({ label, state: 'connecting' as const, message: 'Accepted by the server — connecting' });

/** The six-cue sheet with its first cue (go live to #501, #502, #503) fired and answered CONNECTING for all three. */
function firedRun(): SheetRun {
  const run = newRun(sixCueSheet(), 'sandbox', '6c0f6e55-4a43-4d1e-9d0c-3cbe1c4bb001');
  const outcome: CueOutcome = { state: 'connecting', message: '3 of 3', parts: ['#501', '#502', '#503'].map(connecting), auditIds: ['a1', 'a2', 'a3'], firedAt: FIRED };
  const go = runStep(run.state, run.cues, { type: 'go', now: Date.parse(FIRED) });
  return { ...run, state: runStep(go.state, run.cues, { type: 'outcome', index: 0, outcome }).state };
}

const outcomeOf = (run: SheetRun) => {
  const c = run.state.cues[0]!;
  return c.phase === 'done' ? c.outcome : null;
};

describe('a go-live cue follows the board', () => {
  it('takes LIVE and FAILED with its reason from the rows that settled after it fired; the cue is FAILED when one failed', () => {
    const board = [
      dest({ key: 'svc:501', state: 'live', since: AFTER }),
      dest({ key: 'svc:502', state: 'failed', reason: 'Rejected by the server: destination refused the connection', since: AFTER }),
      dest({ key: 'svc:503', state: 'connecting', since: FIRED }),
    ];
    const o = outcomeOf(followBoard(firedRun(), board))!;
    expect(o.parts.map((p) => [p.state, p.message])).toEqual([
      ['live', ''],
      ['failed', 'Rejected by the server: destination refused the connection'],
      ['connecting', 'Accepted by the server — connecting'],
    ]);
    expect([o.state, o.message]).toEqual(['failed', '1 of 3 went live, 1 connecting, 1 failed']);
    expect(o.auditIds).toEqual(['a1', 'a2', 'a3']);
  });

  it('keeps LIVE once seen, when a later cue disconnects the destination', () => {
    const live = followBoard(firedRun(), ['svc:501', 'svc:502', 'svc:503'].map((key) => dest({ key, state: 'live', since: AFTER })));
    expect([outcomeOf(live)!.state, outcomeOf(live)!.message]).toEqual(['live', '3 of 3 went live']);
    const stopped = followBoard(live, ['svc:501', 'svc:502', 'svc:503'].map((key) => dest({ key, state: 'stopped', reason: 'Disconnected by Disconnect all', since: '2026-11-26T02:10:00.000Z' })));
    expect(stopped).toBe(live);
  });

  it('ignores a row that settled before the cue was sent (an older answer), and returns the same run when nothing moved', () => {
    const run = firedRun();
    expect(followBoard(run, [dest({ key: 'svc:501', state: 'failed', reason: 'old', since: '2026-11-26T01:00:00.000Z' })])).toBe(run);
    expect(followBoard(run, [])).toBe(run);
  });

  it('names the source to watch from the connect, else from the destination row', () => {
    const action = sixCueSheet().cues[0]!.action;
    expect(goLiveSource(action, [dest({ key: 'svc:502', app: 'demo-origin', inst: 'live' })])).toEqual({ app: 'demo-origin', inst: 'live' });
    expect(goLiveSource(action, [])).toBeNull();
    expect(goLiveSource(sixCueSheet().cues[1]!.action, [dest({ key: 'svc:501' })])).toBeNull();
  });
});
