import { describe, expect, it } from 'vitest';
import type { DestState } from '../../../shared/domain/live/board';
import { checkedWords } from '../../../shared/domain/live/check-words';

const rows = (...states: DestState[]) => states.map((state) => ({ state }));

describe('Check status in words', () => {
  it('counts the board by state, on air first, then trouble, then idle', () => {
    expect(checkedWords(rows('off', 'live', 'failed', 'live', 'off', 'live', 'off'))).toBe('Checked 7: 3 LIVE, 1 FAILED, 3 OFF');
    expect(checkedWords(rows('unknown', 'connecting', 'stopped', 'disconnecting'))).toBe('Checked 4: 1 CONNECTING, 1 UNKNOWN, 1 DISCONNECTING, 1 STOPPED');
  });

  it('leaves out states no row is in, and says so when the board is empty', () => {
    expect(checkedWords(rows('live'))).toBe('Checked 1: 1 LIVE');
    expect(checkedWords([])).toBe('Checked: no destinations on the board');
  });
});
