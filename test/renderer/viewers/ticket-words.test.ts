import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../../shared/api/records';
import { firstUseOf, usesDetail, usesWords } from '../../../renderer/src/features/viewers/ticket-words';

const attempt = (datetime: string, success: boolean, reason = success ? 'Success' : 'Invalid IP Address'): Attempt =>
  ({ key: 'k', datetime, success, reason, ip: null, video: null, app: null, appinst: null, pageurl: null, refurl: null, server_ip: null }) as unknown as Attempt;

describe('ticket words', () => {
  it('0 uses is "unlimited"; a count is a count; a missing one is empty (a dash)', () => {
    expect(usesWords(0)).toBe('unlimited');
    expect(usesWords(1234)).toBe('1,234');
    expect(usesWords(null)).toBe('');
  });

  it('the panel says a 0 ran out when an attempt was refused for it', () => {
    expect(usesDetail(0, [attempt('2026-11-01 10:00:00', true)])).toBe('unlimited');
    expect(usesDetail(0, [attempt('2026-11-01 10:00:00', false, 'Exceeded max views')])).toBe('none left (an attempt was refused: Exceeded max views)');
  });

  it('first used agrees with the accepted attempts listed, and says why when the service field differs', () => {
    const listed = [attempt('2026-11-02 10:00:00', true), attempt('2026-11-01 09:00:00', false), attempt('2026-11-01 10:00:00', true)];
    expect(firstUseOf({ used_date: '2026-11-01 10:00:00' }, listed)).toEqual({ at: '2026-11-01 10:00:00', note: null });
    expect(firstUseOf({ used_date: null }, [attempt('2026-11-01 09:00:00', false)])).toEqual({ at: null, note: null });
    expect(firstUseOf({ used_date: null }, listed)).toEqual({ at: '2026-11-01 10:00:00', note: 'the earliest accepted attempt listed; the service’s “first used” field says never' });
    expect(firstUseOf({ used_date: '2026-11-05 00:00:00' }, listed).note).toContain('says a later time');
  });
});
