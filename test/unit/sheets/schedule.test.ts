import { describe, expect, it } from 'vitest';
import { missedDecision, missedPolicy, nextTimed, planDrift, scheduleOf, slotKey, timedSlots } from '../../../shared/domain/sheets/schedule';
import { clockWords, firstAtOrAfter } from '../../../shared/domain/sheets/zone';
import type { Cue, Plan } from '../../../shared/domain/sheets/schema';
import { sheetSchema } from '../../../shared/domain/sheets/schema';

const LONDON = 'Europe/London';
const cue = (id: string, plan: Plan | null, action: Cue['action'] = null): Cue => ({ id, label: id, plan, notes: '', action });
const split = (del = false): Cue['action'] => ({ kind: 'split', params: { delete: del } } as Cue['action']);

describe('schedule', () => {
  it('a clock cue at 00:10 after one at 23:50 is the next day, across the last day of a month', () => {
    const armedAt = Date.parse('2026-01-31T23:40:00Z');
    const s = scheduleOf({ cues: [cue('a', { kind: 'clock', at: '23:50', mode: 'hard' }), cue('b', { kind: 'clock', at: '00:10', mode: 'hard' })], armedAt, startedAt: null, zone: LONDON });
    expect(new Date(s[0]!.due[0]!).toISOString()).toBe('2026-01-31T23:50:00.000Z');
    expect(new Date(s[1]!.due[0]!).toISOString()).toBe('2026-02-01T00:10:00.000Z');
  });

  it('a cue up to an hour past when armed is missed, not tomorrow', () => {
    const armedAt = Date.parse('2026-06-01T18:20:00Z'); // 19:20 BST
    const [c] = scheduleOf({ cues: [cue('a', { kind: 'clock', at: '19:00', mode: 'hard' })], armedAt, startedAt: null, zone: LONDON });
    expect(new Date(c!.due[0]!).toISOString()).toBe('2026-06-01T18:00:00.000Z');
  });

  it('the skipped spring hour lands past the change; the repeated autumn hour is its first occurrence', () => {
    expect(new Date(firstAtOrAfter(Date.parse('2026-03-28T22:00:00Z'), '01:30', LONDON)).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    expect(clockWords(Date.parse('2026-03-29T01:30:00Z'), LONDON)).toBe('02:30:00 (01:30:00 UTC)');
    expect(new Date(firstAtOrAfter(Date.parse('2026-10-24T22:00:00Z'), '01:30', LONDON)).toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 01:30 BST
    expect(new Date(firstAtOrAfter(Date.parse('2026-10-24T22:00:00Z'), '03:00', LONDON)).toISOString()).toBe('2026-10-25T03:00:00.000Z'); // GMT again
  });

  it('a repeat every 30 minutes from 19:00 until 23:00 has 8 slots, in elapsed time across a DST change', () => {
    const armedAt = Date.parse('2026-06-01T17:00:00Z');
    const [c] = scheduleOf({ cues: [cue('s', { kind: 'clock', at: '19:00', mode: 'hard', repeat: { every: 1800, until: '23:00' } }, split())], armedAt, startedAt: null, zone: LONDON });
    expect(c!.due).toHaveLength(8);
    const night = scheduleOf({ cues: [cue('s', { kind: 'clock', at: '00:00', mode: 'hard', repeat: { every: 3600, until: '04:00' } }, split())], armedAt: Date.parse('2026-03-28T23:30:00Z'), startedAt: null, zone: LONDON });
    expect(night[0]!.due).toHaveLength(3); // 00:00 GMT, 01:00 GMT (=02:00 BST), 03:00 BST: the skipped hour is not there
  });

  it('after and offset plans resolve from the previous cue and the start', () => {
    const armedAt = Date.parse('2026-06-01T17:00:00Z');
    const cues = [cue('a', { kind: 'clock', at: '19:00', mode: 'hard' }), cue('b', { kind: 'after', seconds: 120, mode: 'soft' }), cue('c', { kind: 'offset', seconds: 60 })];
    const s = scheduleOf({ cues, armedAt, startedAt: null, zone: LONDON });
    expect(s[1]!.due[0]! - s[0]!.due[0]!).toBe(120_000);
    expect(s[2]!.due).toEqual([]);
    const fired = [s[0]!.due[0]! + 14_000];
    const later = scheduleOf({ cues, armedAt, startedAt: fired[0]!, zone: LONDON, fired });
    expect(later[1]!.due[0]! - fired[0]!).toBe(120_000);
    expect(planDrift(later, fired, 1, fired[0]! + 1000)?.words).toBe('0:14 behind');
    expect(nextTimed(later, fired[0]!)?.cueId).toBe('b');
    expect(nextTimed(later, fired[0]!, new Set([slotKey('b', 0)]))).toBeNull();
    expect(timedSlots(later).map((t) => t.cueId)).toEqual(['a', 'b']);
  });

  it('missed-fire policies; a destructive cue never fires late', () => {
    expect(missedPolicy(undefined, false)).toEqual({ policy: 'ask' });
    expect(missedPolicy({ policy: 'late', maxSeconds: 30 }, true)).toEqual({ policy: 'ask' });
    expect(missedDecision({ policy: 'late', maxSeconds: 30 }, 0, 14_000)).toEqual({ do: 'fire', lateMs: 14_000 });
    expect(missedDecision({ policy: 'late', maxSeconds: 30 }, 0, 31_000).do).toBe('skip');
    expect(missedDecision({ policy: 'skip' }, 0, 2000).do).toBe('skip');
    expect(missedDecision({ policy: 'ask' }, 0, 2000).do).toBe('ask');
  });

  it('a sheet saved before timing still parses, and timing fields round-trip', () => {
    const base = { version: 1, id: 's', name: 'S', account: 'p', accountName: 'A' };
    expect(sheetSchema.safeParse({ ...base, cues: [cue('a', { kind: 'clock', at: '19:00' })] }).success).toBe(true);
    const timed = { ...base, cues: [cue('a', { kind: 'after', seconds: 120, mode: 'hard', missed: { policy: 'late', maxSeconds: 30 }, repeat: { every: 1800, until: '23:00' } })] };
    expect(sheetSchema.parse(timed)).toEqual(timed);
    expect(sheetSchema.safeParse({ ...base, cues: [cue('a', { kind: 'clock', at: '19:00', mode: 'now' } as never)] }).success).toBe(false);
  });
});
