/**
 * Arming from the screen: Run passes the destructive timed cues the operator ticked to main's
 * sheets.arm; the run keeps main's answer, so the run view says "authorised by …" for those and
 * that the others will ask; a refused arm is kept in main's words.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cue, Sheet } from '../../../shared/domain/sheets/schema';
import type { TimedRunView } from '../../../shared/ipc/sheets';
import { WILL_ASK, authorisable, authorisationLine } from '../../../renderer/src/features/sheets/arm-words';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';

const split = (id: string, del: boolean, mode?: 'hard' | 'soft'): Cue => ({
  id, label: id, notes: '', plan: { kind: 'clock', at: '19:00', ...(mode ? { mode } : {}) }, action: { kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_1', ...(del ? { delete: true } : {}) } },
});
const sheet: Sheet = { version: 1, id: 'sheet-1', name: 'On time', account: 'sandbox', accountName: 'Sandbox', cues: [split('plain', false, 'hard'), split('wipe', true, 'hard'), split('wipe2', true, 'hard'), split('soft', true, 'soft'), split('planned', true)] };
const view = (authorised: Record<string, string>): TimedRunView => ({ runId: 'r', sheetId: sheet.id, account: 'sandbox', zone: 'UTC', armedAt: '2026-12-02T18:40:00.000Z', authorised, next: null, drift: null });

let fake: FakeBridge;
const sheets = () => useMc.getState().sheets;
const settle = async (until: () => boolean) => {
  while (!until()) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => {
  fake = installFake();
  useMc.setState((s) => ({ sheets: { ...s.sheets, draft: sheet, dirty: false, run: null } }));
});

describe('arming with authorisation', () => {
  it('offers only destructive hard cues', () => {
    expect(authorisable(sheet).map((c) => [c.cue.id, c.n])).toEqual([['wipe', 2], ['wipe2', 3]]);
  });

  it('sends the ticked cues to sheets.arm and shows who authorised them; the rest will ask', async () => {
    fake.on('sheets.arm', { ok: true, value: view({ wipe: 'authorised by ana at 18:40' }) });
    await useMc.getState().startSheetRun(['wipe']);
    await settle(() => sheets().run?.timed !== undefined);
    expect(fake.callsTo('sheets.arm')).toEqual([{ sheetId: 'sheet-1', runId: sheets().run!.runId, authorise: ['wipe'] }]);
    const run = sheets().run!;
    expect(sheet.cues.map((c) => authorisationLine(run, c))).toEqual([null, 'authorised by ana at 18:40', WILL_ASK, null, null]);
  });

  it("keeps main's refusal: nothing is armed, the run says why", async () => {
    fake.on('sheets.arm', { ok: false, error: { kind: 'conflict', message: 'Not armed: bo may not authorise destructive cues (their role is operate).' } });
    await useMc.getState().startSheetRun(['wipe']);
    await settle(() => sheets().run?.armError !== undefined);
    expect(sheets().run!.armError).toBe('Not armed: bo may not authorise destructive cues (their role is operate).');
    expect(authorisationLine(sheets().run!, sheet.cues[1]!)).toBeNull();
  });

  it('arms with no authorisation when Run is pressed without any', async () => {
    fake.on('sheets.arm', { ok: true, value: view({}) });
    await useMc.getState().startSheetRun();
    await settle(() => sheets().run?.timed !== undefined);
    expect(fake.callsTo('sheets.arm')).toEqual([expect.objectContaining({ authorise: [] })]);
  });
});
