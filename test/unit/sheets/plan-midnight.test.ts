import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latenessWords, plannedAt } from '../../../shared/domain/sheets/plan';

// A clock plan is read on the local clock, so each case runs in a zone with daylight saving.
const zone = process.env.TZ;
beforeEach(() => { process.env.TZ = 'Europe/Berlin'; });
afterEach(() => { process.env.TZ = zone; });

const lateness = (at: string, fired: Date) => latenessWords(fired.getTime() - plannedAt({ kind: 'clock', at }, null, fired.getTime())!);

describe('a clock plan across midnight', () => {
  it('reads a cue planned at 23:59 and fired at 00:01 as two minutes late', () => {
    expect(lateness('23:59', new Date(2026, 10, 24, 0, 1, 0))).toBe('2:00 late');
  });

  it('reads a cue planned at 00:01 and fired at 23:59 as two minutes early', () => {
    expect(lateness('00:01', new Date(2026, 10, 23, 23, 59, 0))).toBe('2:00 early');
  });

  it('holds across a change of month and year', () => {
    expect(lateness('23:59:30', new Date(2026, 11, 31 + 1, 0, 0, 30))).toBe('1:00 late');
    expect(lateness('00:00:10', new Date(2026, 11, 31, 23, 59, 50))).toBe('0:20 early');
  });

  it('counts the hour repeated on a night the clocks go back', () => {
    // 25 October 2026: Berlin's clocks go back from 03:00 to 02:00, so 23:50 to 03:30 is 4 h 40 min.
    expect(lateness('23:50', new Date(2026, 9, 25, 3, 30, 0))).toBe('4:40:00 late');
  });

  it('still reads a same-day plan on its own day', () => {
    expect(lateness('20:00', new Date(2026, 10, 23, 20, 0, 12))).toBe('0:12 late');
    expect(lateness('08:00', new Date(2026, 10, 23, 19, 0, 0))).toBe('11:00:00 late');
  });
});
