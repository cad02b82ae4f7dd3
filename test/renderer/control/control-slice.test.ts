/**
 * Control surfaces in the renderer: an arm made through the API joins the shell's armed
 * actions and Esc (disarmAll) cancels it in main; the screen reports its F9 stream and
 * standby cue while the API runs; a cue fired from a control surface moves the run on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CueOutcome } from '../../../shared/domain/sheets/outcome';
import type { ControlArm, ControlSettings } from '../../../shared/ipc/control';
import { screenReportOf, withRemoteFire } from '../../../renderer/src/features/control/control-state';
import { newRun } from '../../../renderer/src/features/sheets/run-state';
import { resetMc, useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { sixCueSheet } from '../../unit/sheets/fixtures';

const store = () => useMc.getState();
const RUN_ID = '6c0f6e55-4a43-4d1e-9d0c-3cbe1c4bb001';
const arm = (armId: string): ControlArm => ({ armId, action: 'Disconnect #502 YouTube', consequence: 'Fire from the control surface to disconnect #502 youtube', expiresAt: new Date(Date.now() + 5000).toISOString(), client: 'Companion' });
const running: ControlSettings = { mode: 'app', enabled: true, running: true, url: 'http://127.0.0.1:9000', port: 9000, scopes: ['read', 'operate'], token: 't', companion: null, problem: null };
const outcome: CueOutcome = { state: 'connecting', message: '3 of 3', parts: [], auditIds: [], firedAt: '2026-11-26T02:00:00.000Z' };

let fake: FakeBridge;
beforeEach(() => {
  resetMc();
  fake = installFake().on('control.cancelArm', { ok: true, value: null }).on('control.report', { ok: true, value: null });
});

describe('API arms', () => {
  it('join the armed actions, and Esc (disarmAll) cancels each in main', () => {
    store().controlEvent({ type: 'control.arms', arms: [arm('a1'), arm('a2')] });
    expect(Object.values(store().armed)).toEqual(['Disconnect #502 YouTube (armed from Companion)', 'Disconnect #502 YouTube (armed from Companion)']);
    store().disarmAll();
    expect(fake.callsTo('control.cancelArm')).toEqual([{ armId: 'a1' }, { armId: 'a2' }]);
    store().controlEvent({ type: 'control.arms', arms: [] });
    expect(store().armed).toEqual({});
  });
});

describe('the screen report', () => {
  it('is sent only while the API runs, with the F9 stream and the standby cue', () => {
    useMc.setState((s) => ({ sheets: { ...s.sheets, run: newRun(sixCueSheet(), 'sandbox', RUN_ID) } }));
    expect(fake.callsTo('control.report')).toEqual([]);
    store().controlEvent({ type: 'control.settings', settings: running });
    const [sent] = fake.callsTo('control.report') as Array<ReturnType<typeof screenReportOf>>;
    expect(sent?.run).toMatchObject({ sheetId: 'sheet-1', runId: RUN_ID, standby: { n: 1 } });
  });

  it('names F9 as <application>/<instance> and the stream chosen on Live', () => {
    const live = { snapshot: { target: { app: 'demo-origin', inst: 'live' } } as never, selectedStream: 'cam_1' };
    expect(screenReportOf(live, null)).toEqual({ f9: { app: 'demo-origin/live', stream: 'cam_1' }, run: null });
  });
});

describe('a cue fired from a control surface', () => {
  it('is done with its outcome and standby moves to the next cue; a second event changes nothing', () => {
    const run = newRun(sixCueSheet(), 'sandbox', RUN_ID);
    const first = run.sheet.cues[0]!.id;
    const after = withRemoteFire(run, first, outcome);
    expect(after.state.cues[0]).toMatchObject({ phase: 'done', outcome });
    expect(after.state.standby).toBe(1);
    expect(withRemoteFire(after, first, outcome)).toBe(after);
  });
});
