/**
 * The archive settings as typed on the Archive screen: whole numbers within main's limits,
 * each wrong value refused with what is wrong in words, and a trailing window longer than
 * the service keeps its log refused.
 */
import { describe, expect, it } from 'vitest';
import { readSettingsDraft } from '../../../shared/domain/archive/settings-form';

describe('archive settings as typed', () => {
  it('reads whole numbers within the limits', () => {
    expect(readSettingsDraft({ windowHours: ' 6 ', retentionDays: '30' })).toEqual({ ok: true, value: { windowHours: 6, retentionDays: 30 } });
    expect(readSettingsDraft({ windowHours: '720', retentionDays: '3650' })).toEqual({ ok: true, value: { windowHours: 720, retentionDays: 3650 } });
  });

  it('refuses each wrong value with what is wrong with it', () => {
    const problems = (windowHours: string, retentionDays: string) => {
      const r = readSettingsDraft({ windowHours, retentionDays });
      return r.ok ? null : r.problems;
    };
    expect(problems('', '30')).toEqual({ windowHours: 'The trailing window is empty: a whole number of hours, from 1 to 720 hours.' });
    expect(problems('1.5', '30')).toEqual({ windowHours: 'The trailing window is "1.5", not a whole number of hours: from 1 to 720 hours.' });
    expect(problems('0', '30')).toEqual({ windowHours: 'The trailing window is 0 hours: it can be from 1 to 720 hours.' });
    expect(problems('24', '4000')).toEqual({ retentionDays: "The service's retention is 4,000 days: it can be from 1 to 3,650 days." });
    expect(problems('-1', 'abc')).toEqual({
      windowHours: 'The trailing window is "-1", not a whole number of hours: from 1 to 720 hours.',
      retentionDays: `The service's retention is "abc", not a whole number of days: from 1 to 3,650 days.`,
    });
  });

  it('refuses a window longer than the service keeps its log', () => {
    expect(readSettingsDraft({ windowHours: '49', retentionDays: '2' })).toEqual({
      ok: false,
      problems: { windowHours: 'The trailing window (49 hours) is longer than the service keeps its log (2 days = 48 hours): at most 48.' },
    });
    expect(readSettingsDraft({ windowHours: '48', retentionDays: '2' }).ok).toBe(true);
  });
});
