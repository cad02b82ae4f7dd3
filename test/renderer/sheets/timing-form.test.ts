/** The add-a-cue form's timing: hard, soft, relative, the missed policy (never "late" for a destructive cue), repeats, each problem under its field. */
import { describe, expect, it } from 'vitest';
import { BLANK_FIELDS, cueFromFields, fieldsDestructive, fieldsForKind } from '../../../renderer/src/features/sheets/cue-form';
import { TIMING_PROBLEM, planFromFields } from '../../../renderer/src/features/sheets/timing-form';
import { timingWords } from '../../../renderer/src/features/sheets/timing-words';

const split = { ...BLANK_FIELDS, kind: 'split' as const, app: 'demo-origin/live', stream: 'cam_1' };

describe('cue timing in the form', () => {
  it('makes a hard clock cue with its missed policy, a soft one, and a relative one', () => {
    expect(cueFromFields({ ...split, planKind: 'clock', planAt: '19:00', timing: 'hard', missed: 'late', lateSeconds: '20' })).toMatchObject({
      ok: true, cue: { plan: { kind: 'clock', at: '19:00', mode: 'hard', missed: { policy: 'late', maxSeconds: 20 } } },
    });
    expect(cueFromFields({ ...split, planKind: 'clock', planAt: '19:00:30', timing: 'soft', missed: 'skip' })).toMatchObject({ ok: true, cue: { plan: { mode: 'soft', missed: { policy: 'skip' } } } });
    expect(cueFromFields({ ...split, planKind: 'after', planAfter: '2:00', timing: 'hard' })).toMatchObject({ ok: true, cue: { plan: { kind: 'after', seconds: 120, mode: 'hard', missed: { policy: 'ask' } } } });
    expect(cueFromFields({ ...split, planKind: 'clock', planAt: '19:00' })).toEqual({ ok: true, cue: expect.objectContaining({ plan: { kind: 'clock', at: '19:00' } }) });
  });

  it('makes a repeating split: every 30 minutes from 19:00 until 23:00', () => {
    expect(cueFromFields({ ...split, planKind: 'clock', planAt: '19:00', timing: 'hard', repeat: true, repeatEvery: '30', repeatUntil: '23:00' })).toMatchObject({
      ok: true, cue: { plan: { at: '19:00', mode: 'hard', repeat: { every: 1800, until: '23:00' } } },
    });
  });

  it('puts each wrong timing field under its name, all at once, with the bounds the schema has', () => {
    const r = planFromFields({ ...split, planKind: 'clock', planAt: '25:00', timing: 'hard', missed: 'late', lateSeconds: '0', repeat: true, repeatEvery: 'x', repeatUntil: '7pm' }, false);
    expect(r).toEqual({ ok: false, errors: { planAt: TIMING_PROBLEM.planAt, lateSeconds: TIMING_PROBLEM.lateSeconds, repeatEvery: TIMING_PROBLEM.repeatEvery, repeatUntil: TIMING_PROBLEM.repeatUntil } });
    expect(TIMING_PROBLEM.lateSeconds).toBe('seconds it may fire late, a whole number from 1 to 3600');
    expect(TIMING_PROBLEM.repeatEvery).toBe('minutes between repeats, a whole number from 1 to 1440');
    expect(planFromFields({ ...split, planKind: 'after', planAfter: '2:75', timing: 'none' }, false)).toEqual({ ok: false, errors: { planAfter: TIMING_PROBLEM.planAfter } });
    expect(planFromFields({ ...split, planKind: 'none', timing: 'hard' }, false)).toEqual({ ok: false, errors: { timing: TIMING_PROBLEM.timing } });
  });

  it('never lets a destructive cue fire late: the form says so', () => {
    const del = { ...split, del: true, planKind: 'clock' as const, planAt: '19:00', timing: 'hard' as const, missed: 'late' as const };
    expect(fieldsDestructive(del)).toBe(true);
    expect(fieldsDestructive(split)).toBe(false);
    expect(fieldsDestructive({ ...BLANK_FIELDS, kind: 'disconnect' })).toBe(true);
    expect(cueFromFields(del)).toEqual({ ok: false, errors: { missed: expect.stringMatching(/^A destructive cue is never fired late.*Choose Skip or Ask\.$/) } });
    expect(cueFromFields({ ...del, missed: 'ask' })).toMatchObject({ ok: true });
  });

  it('keeps the timing when the action kind changes', () => {
    const f = fieldsForKind({ ...split, planKind: 'clock', planAt: '19:00', timing: 'soft', repeat: true, repeatUntil: '23:00' }, 'playlist');
    expect(f).toMatchObject({ kind: 'playlist', app: '', planKind: 'clock', planAt: '19:00', timing: 'soft', repeat: true, repeatUntil: '23:00' });
  });

  it('says the timing in local time and UTC, with the policy in force', () => {
    const now = Date.UTC(2026, 6, 1, 12, 0, 0);
    expect(timingWords({ kind: 'clock', at: '19:00', mode: 'hard', missed: { policy: 'late', maxSeconds: 20 }, repeat: { every: 1800, until: '23:00' } }, false, now, 'Europe/London')).toEqual([
      'at 19:00:00 (18:00:00 UTC)', 'fires by itself', 'if missed: fired up to 20 s late', 'every 30 min until 23:00:00 (22:00:00 UTC)',
    ]);
    expect(timingWords({ kind: 'clock', at: '19:00', mode: 'hard', missed: { policy: 'late', maxSeconds: 20 } }, true, now, 'Europe/London')).toEqual([
      'at 19:00:00 (18:00:00 UTC)', 'fires by itself if authorised at arm, else standby and asks', 'if missed: standby, asks',
    ]);
    expect(timingWords({ kind: 'after', seconds: 120, mode: 'soft' }, false, now, 'UTC')).toEqual(['+2:00 after the previous cue', 'standby at its time, waits for GO', 'if missed: standby, asks']);
    expect(timingWords(null, false, now, 'UTC')).toEqual([]);
  });
});
