/**
 * The reconnect waits and limits against the numbers written out, never the constants
 * under test: before try n (n = 1, 2, …) the wait is 2 s × 1.5ⁿ⁻¹, spread ±20% by the
 * jitter, then capped at 60 s; an episode ends after 10 tries, or once 10 minutes have
 * passed since the read that found the drop.
 */
import { describe, expect, it } from 'vitest';
import { initialReconnect, stepReconnect, type ReconnectEvent, type ReconnectState } from '../../../shared/domain/live/reconnect-policy';
import { episodeLine } from '../../../shared/domain/live/reconnect-words';

const PASSING = 'Destination refused the connection';

/** Drops at 0, then refuses every try 100 ms after it went; gives each wait before a try, and the last state. */
function waitsUntilGivenUp(rand: number): { waits: number[]; last: ReturnType<typeof stepReconnect> } {
  let s: ReconnectState = initialReconnect(true, true);
  let last = stepReconnect(s, { type: 'read', at: 0, server: 'held', lost: true, reason: 'Destination dropped the stream' }, () => rand);
  s = last.state;
  const step = (e: ReconnectEvent) => {
    last = stepReconnect(s, e, () => rand);
    s = last.state;
    return last;
  };
  const waits: number[] = [];
  let from = 0;
  while (s.dueAt !== null) {
    waits.push(s.dueAt - from);
    const at = s.dueAt;
    const tried = step({ type: 'tick', at });
    expect(tried.actions.filter((a) => a.kind === 'connect' || a.kind === 'retry')).toHaveLength(1);
    from = at + 100;
    step({ type: 'answer', at: from, outcome: 'refused', reason: PASSING });
  }
  return { waits, last };
}

describe('the waits between tries', () => {
  it('with no jitter: 2 s, then ×1.5 each try, the 10th capped at 60 s; then it gives up after 10 tries', () => {
    const { waits, last } = waitsUntilGivenUp(0.5);
    expect(waits).toEqual([2000, 3000, 4500, 6750, 10_125, 15_188, 22_781, 34_172, 51_258, 60_000]);
    expect(episodeLine(last.ended!)).toMatch(/^gave up after 10 tries/);
  });

  it('jitter spreads each wait by at most 20% either way, and the cap holds after the spread', () => {
    const low = waitsUntilGivenUp(0).waits;
    const high = waitsUntilGivenUp(0.999_999).waits;
    expect(low).toEqual([1600, 2400, 3600, 5400, 8100, 12_150, 18_225, 27_338, 41_006, 60_000]);
    // The top of the spread is a hair under +20% (rand < 1): 22 781.25 × 1.2 = 27 337.5 rounds down.
    expect(high.slice(0, 8)).toEqual([2400, 3600, 5400, 8100, 12_150, 18_225, 27_337, 41_006]);
    // 2 s × 1.5⁸ × 1.2 = 61.5 s and 2 s × 1.5⁹ × 1.2 = 92.3 s: both capped at 60 s.
    expect(high.slice(8)).toEqual([60_000, 60_000]);
  });
});

describe('the 10 minutes of an episode', () => {
  /** A drop at 0, try 1 refused, then reads that cannot tell hold try 2 until a read that can, at `at`. */
  function heldUntil(at: number) {
    let s: ReconnectState = initialReconnect(true, true);
    const step = (e: ReconnectEvent) => void (s = stepReconnect(s, e, () => 0.5).state);
    step({ type: 'read', at: 0, server: 'held', lost: true, reason: 'Destination dropped the stream' });
    step({ type: 'tick', at: 2000 });
    step({ type: 'answer', at: 2100, outcome: 'refused', reason: PASSING });
    step({ type: 'read', at: 4000, server: 'unsure' });
    step({ type: 'tick', at: 5100 });
    return stepReconnect(s, { type: 'read', at, server: 'held', reason: PASSING }, () => 0.5);
  }

  it('a try may still go 9 min 59 s after the read that found the drop', () => {
    expect(heldUntil(599_000).actions).toEqual([{ kind: 'retry', attempt: 2 }]);
  });

  it('at 10 minutes it gives up instead, with no try', () => {
    const r = heldUntil(600_000);
    expect(r.actions).toEqual([]);
    expect(episodeLine(r.ended!)).toBe('gave up after 1 try: no connection within 10 minutes');
  });
});
