/** A group's line in words, counted from its members' board states whatever they are. */
import { describe, expect, it } from 'vitest';
import { groupWords } from '../../../shared/domain/groups/group';
import { type DestState, blankRow } from '../../../shared/domain/live/board';

const row = (id: number, state: string) => ({ ...blankRow(`svc:${id}`, `#${id}`, 0), pushServiceId: id, stored: true, state: state as DestState });

describe('group words', () => {
  it('says how many are LIVE of all, then the other states by count', () => {
    const board = [row(501, 'live'), row(503, 'live'), row(507, 'failed'), row(9, 'off')];
    expect(groupWords([501, 503, 507], board)).toBe('2 of 3 LIVE, 1 FAILED');
    expect(groupWords([9, 507], board)).toBe('0 of 2 LIVE, 1 FAILED, 1 OFF');
  });

  it('names a state it has never heard of by its own name (a new state needs no change here)', () => {
    const board = [row(1, 'live'), row(2, 'reconnecting'), row(3, 'live')];
    expect(groupWords([1, 2, 3], board)).toBe('2 of 3 LIVE, 1 RECONNECTING');
  });

  it('says NOT LISTED for a member the board does not have, and counts it once per member', () => {
    expect(groupWords([1, 2], [row(1, 'off')])).toBe('0 of 2 LIVE, 1 NOT LISTED, 1 OFF');
  });
});
