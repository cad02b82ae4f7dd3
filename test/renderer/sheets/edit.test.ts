/** The sheet editor's pure parts: the add-a-cue form validated by the catalog's schemas, and reordering. */
import { describe, expect, it } from 'vitest';
import { BLANK_FIELDS, cueFromFields, fieldsForKind } from '../../../renderer/src/features/sheets/cue-form';
import { TIMING_PROBLEM } from '../../../renderer/src/features/sheets/timing-form';
import { addCue, deleteCue, duplicateCue, moveCue } from '../../../renderer/src/features/sheets/sheet-edit';
import { sixCueSheet } from '../../unit/sheets/fixtures';

describe('add-a-cue form', () => {
  it('makes a go live cue from picked destinations with the instance', () => {
    const r = cueFromFields({ ...BLANK_FIELDS, label: 'Partners', services: [502, 503], planKind: 'offset', planOffset: '4:30' });
    expect(r).toEqual({ ok: true, cue: { label: 'Partners', plan: { kind: 'offset', seconds: 270 }, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 502, inst: 'live' }, { push_service_id: 503, inst: 'live' }] } } });
  });

  it("puts each schema problem under its field, in the catalog's words", () => {
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'split', app: 'demo-origin', stream: '' })).toEqual({
      ok: false,
      errors: { app: 'must be <application>/<instance>, e.g. demo-origin/live', stream: 'must name a stream or a pattern with *' },
    });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'goLive' })).toEqual({ ok: false, errors: { services: 'pick at least one destination, or a group' } });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'goLive', group: 'Main platforms' })).toMatchObject({ ok: true, cue: { action: { kind: 'goLive', group: 'Main platforms', connects: [] } } });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'geo', app: 'demo-origin', codes: 'GBR' })).toMatchObject({ ok: false, errors: { codes: 'a geo code is two letters (ISO 3166-1 alpha-2)' } });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'note', planKind: 'clock', planAt: '9pm' })).toMatchObject({ ok: false, errors: { planAt: TIMING_PROBLEM.planAt } });
  });

  it('marks every wrong field at once: a bad planned time does not hide a bad action', () => {
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'split', app: 'demo-origin', stream: '', planKind: 'clock', planAt: '9pm' })).toEqual({
      ok: false,
      errors: { planAt: TIMING_PROBLEM.planAt, app: 'must be <application>/<instance>, e.g. demo-origin/live', stream: 'must name a stream or a pattern with *' },
    });
  });

  it('makes disconnect all only when ticked, and picked destinations one disconnect each, from their own application', () => {
    const all = cueFromFields({ ...BLANK_FIELDS, kind: 'disconnect', app: 'demo-origin', all: true });
    expect(all).toMatchObject({ ok: true, cue: { action: { kind: 'disconnect', sessions: [{ app: 'demo-origin', inst: 'live', entry_name: '*' }] } } });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'disconnect', app: 'demo-origin' })).toEqual({ ok: false, errors: { services: 'pick at least one destination or a group, or Disconnect all pushes' } });
    expect(cueFromFields({ ...BLANK_FIELDS, kind: 'disconnect', group: 'Main platforms' })).toMatchObject({ ok: true, cue: { action: { kind: 'disconnect', group: 'Main platforms', sessions: [] } } });
    const picked = cueFromFields({ ...BLANK_FIELDS, kind: 'disconnect', app: 'demo-origin', services: [502, 504] }, (id) => (id === 504 ? 'channel-origin' : null));
    expect(picked).toMatchObject({ ok: true, cue: { action: { sessions: [{ app: 'demo-origin', inst: 'live', push_service_id: 502 }, { app: 'channel-origin', inst: 'live', push_service_id: 504 }] } } });
  });

  it('starts clean for each action kind: only label, plan and notes carry over', () => {
    const split = { ...BLANK_FIELDS, kind: 'split' as const, label: 'Act 2', notes: 'n', app: 'demo-origin/live', stream: 'cam_1', del: true };
    expect(fieldsForKind(split, 'disconnect')).toEqual({ ...BLANK_FIELDS, kind: 'disconnect', label: 'Act 2', notes: 'n' });
    expect(fieldsForKind(split, 'disconnect').all).toBe(false);
  });
});

describe('reordering and copies', () => {
  const ids = (s: ReturnType<typeof sixCueSheet>) => s.cues.map((c) => c.id);

  it('moves a cue, clamped at both ends; the same sheet back when nothing moves', () => {
    const s = sixCueSheet();
    expect(ids(moveCue(s, 5, 4))).toEqual(['c1', 'c2', 'c3', 'c4', 'c6', 'c5']);
    expect(ids(moveCue(s, 0, 9))).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c1']);
    expect(moveCue(s, 0, -1)).toBe(s);
  });

  it('duplicates with a fresh id right after the original; deletes; adds at the end', () => {
    const s = duplicateCue(sixCueSheet(), 1);
    expect(s.cues).toHaveLength(7);
    expect(s.cues[2]).toEqual({ ...s.cues[1], id: s.cues[2]!.id });
    expect(s.cues[2]!.id).not.toBe('c2');
    expect(ids(deleteCue(sixCueSheet(), 0))).toEqual(['c2', 'c3', 'c4', 'c5', 'c6']);
    expect(addCue(sixCueSheet(), { label: 'x', plan: null, notes: '', action: null }).cues[6]!.label).toBe('x');
  });
});
