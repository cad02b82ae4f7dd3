/** A RECONNECTING row's words: the try and the countdown to the next, or that the try is being sent. */
import { describe, expect, it } from 'vitest';
import { reconnectWords } from '../../../renderer/src/features/live/board-view';

describe('reconnect words', () => {
  it('says the try and the seconds to the next, then that it is sending', () => {
    const at = Date.parse('2026-11-28T10:00:06.000Z');
    expect(reconnectWords({ enabled: true, attempt: 2, of: 10, nextTryAt: '2026-11-28T10:00:06.000Z' }, at - 5200)).toBe('try 2 of 10, next in 6 s');
    expect(reconnectWords({ enabled: true, attempt: 2, of: 10, nextTryAt: null }, at)).toBe('try 2 of 10, sending');
  });
});
