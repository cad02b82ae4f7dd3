/** The show clock's pure pieces: the countdown every view draws, the offset from plan, the next timed cue. */
import { describe, expect, it } from 'vitest';
import { clockPair, countdownWords, offsetWords, showClockOf } from '../../../shared/domain/clock/show-clock';
import type { Sheet } from '../../../shared/domain/sheets/schema';

const at = (h: number, m: number, s = 0) => new Date(2026, 11, 2, h, m, s).getTime();
const sheetOf = (plans: Array<Sheet['cues'][number]['plan']>): Sheet => ({
  version: 1, id: 's1', name: 'Evening', account: 'sandbox', accountName: 'Sandbox',
  cues: plans.map((plan, i) => ({ id: `c${i + 1}`, label: `Cue ${i + 1}`, plan, notes: '', action: null })),
});

describe('countdownWords', () => {
  it('counts whole seconds left, rounded up, then overdue', () => {
    const due = at(19, 0);
    expect(countdownWords(due, due - 598_200)).toBe('in 9:59');
    expect(countdownWords(due, due - 600_000)).toBe('in 10:00');
    expect(countdownWords(due, due - 1)).toBe('in 0:01');
    expect(countdownWords(due, due)).toBe('0:00 overdue');
    expect(countdownWords(due, due + 12_400)).toBe('0:12 overdue');
    expect(countdownWords(due, due - 3_723_000)).toBe('in 1:02:03');
  });

  it('reads the same on two clocks in the same second before the due instant', () => {
    const due = at(19, 0) + 250; // a due instant off the whole second
    for (let k = 0; k < 1000; k += 37) expect(countdownWords(due, due - 5000 - k)).toBe(countdownWords(due, due - 5000 - (k === 0 ? 0 : k - 1)));
  });
});

describe('offsetWords', () => {
  it('says behind, ahead or on plan', () => {
    expect(offsetWords(null)).toBe('');
    expect(offsetWords(400)).toBe('on plan');
    expect(offsetWords(12_000)).toBe('0:12 behind');
    expect(offsetWords(-90_000)).toBe('1:30 ahead');
  });
});

describe('showClockOf', () => {
  it('gives the first planned cue still ahead, in local time and UTC', () => {
    const sheet = sheetOf([null, { kind: 'clock', at: '19:00' }, { kind: 'clock', at: '19:30' }]);
    const c = showClockOf(sheet, { armedAt: at(18, 50), startedAt: null, passed: {} }, at(18, 50));
    expect(c.next).toMatchObject({ cueId: 'c2', n: 2, name: 'Cue 2', at: new Date(at(19, 0)).toISOString(), local: '19:00:00', plan: 'at 19:00' });
    expect(c.next!.utc).toBe(clockPair(at(19, 0)).utc);
    expect(c.behindMs).toBeNull();
  });

  it('moves on past a fired cue and says how late it fired', () => {
    const sheet = sheetOf([{ kind: 'clock', at: '19:00' }, { kind: 'offset', seconds: 120 }]);
    const fired = at(19, 0, 12);
    const c = showClockOf(sheet, { armedAt: at(18, 0), startedAt: fired, passed: { c1: { firedAt: fired } } }, fired + 1000);
    expect(c.next).toMatchObject({ cueId: 'c2', at: new Date(fired + 120_000).toISOString() });
    expect(c).toMatchObject({ behindMs: 12_000, offset: '0:12 behind' });
  });

  it('puts a hard or soft cue before a planned-only one, and moves past a time gone by', () => {
    const sheet = sheetOf([{ kind: 'clock', at: '19:00' }, { kind: 'clock', at: '19:30', mode: 'hard' }, { kind: 'clock', at: '19:45', mode: 'soft' }]);
    const armed = { armedAt: at(18, 0), startedAt: null, passed: {} };
    expect(showClockOf(sheet, armed, at(18, 50)).next).toMatchObject({ cueId: 'c2', mode: 'hard' });
    expect(showClockOf(sheet, armed, at(19, 30, 1)).next).toMatchObject({ cueId: 'c3', mode: 'soft' });
  });

  it('has no next cue when none ahead has a plan it can place (an offset before the first GO)', () => {
    const c = showClockOf(sheetOf([{ kind: 'offset', seconds: 60 }]), { armedAt: at(18, 0), startedAt: null, passed: {} }, at(18, 0));
    expect(c.next).toBeNull();
  });
});
