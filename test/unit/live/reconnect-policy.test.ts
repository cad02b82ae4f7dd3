/**
 * The reconnect policy on the named cases, with a fixed clock and no jitter (rand
 * 0.5). Reads say what the server lists; `drop` is a read that finds a live push failed.
 * (Changed with #46: a drop is a read event, an accepted try is read before it counts, and
 * only a push this console started is brought back.)
 */
import { describe, expect, it } from 'vitest';
import { initialReconnect, stepReconnect, type ReconnectEvent, type ReconnectState, type Step } from '../../../shared/domain/live/reconnect-policy';
import { episodeLine, reconnectView } from '../../../shared/domain/live/reconnect-words';

const mid = (): number => 0.5;
const ours = (): ReconnectState => initialReconnect(true, true);
const drop = (at: number): ReconnectEvent => ({ type: 'read', at, server: 'held', lost: true, reason: 'Destination dropped the stream' });
const gone = (at: number, lost = true): ReconnectEvent => ({ type: 'read', at, server: 'gone', lost });
const refused = (at: number, reason: string): ReconnectEvent => ({ type: 'answer', at, outcome: 'refused', reason });
const connects = (steps: Step[]) => steps.flatMap((s) => s.actions).filter((a) => a.kind === 'connect' || a.kind === 'retry');

/** Runs events in order, each 'due' a tick at the due time, and returns every step. */
function run(events: Array<ReconnectEvent | 'due'>, from: ReconnectState = ours()): Step[] {
  const steps: Step[] = [];
  let s = from;
  for (const e of events) {
    const step = stepReconnect(s, e === 'due' ? { type: 'tick', at: s.dueAt ?? 0 } : e, mid);
    steps.push(step);
    s = step.state;
  }
  return steps;
}

describe('reconnect policy', () => {
  it('reconnects after 3 tries and says how long the destination was off air, counted from the read that found the drop', () => {
    const steps = run([
      drop(0), 'due', refused(2100, 'Destination refused the connection'),
      'due', { type: 'answer', at: 5200, outcome: 'lost' }, { type: 'read', at: 5300, server: 'gone' },
      'due', { type: 'answer', at: 13_900, outcome: 'ok' }, { type: 'read', at: 14_000, server: 'live' },
    ]);
    expect(steps.flatMap((s) => s.actions)).toEqual([{ kind: 'retry', attempt: 1 }, { kind: 'retry', attempt: 2 }, { kind: 'read' }, { kind: 'connect', attempt: 3 }, { kind: 'read' }]);
    expect(episodeLine(steps.at(-1)!.ended!)).toBe('reconnected after 3 tries, 14 s off air');
  });

  it('stops at a refusal of the key with its reason, without another try', () => {
    const steps = run([drop(0), 'due', refused(2100, 'Stream key refused: the event has ended')]);
    expect(steps.at(-1)!.state.dueAt).toBeNull();
    expect(episodeLine(steps.at(-1)!.ended!)).toBe('key refused: Stream key refused: the event has ended');
  });

  it('a lost try answer is read before the next try', () => {
    const steps = run([drop(0), 'due', { type: 'answer', at: 2100, outcome: 'lost' }, { type: 'tick', at: 60_000 }]);
    expect(steps[2]!.actions).toEqual([{ kind: 'read' }]);
    expect(steps[3]!.actions).toEqual([]);
    expect(steps[3]!.state.pending).toBe('read');
  });

  it('a late try is undone: a try that lands after a stop gets exactly one disconnect, and no episode goes on', () => {
    const steps = run([drop(0), 'due', { type: 'disconnect', at: 2500 }, { type: 'answer', at: 2600, outcome: 'ok' }, drop(2700), 'due']);
    expect(steps[2]!.ended).toEqual({ kind: 'stopped', tries: 1 });
    expect(steps.slice(2).flatMap((s) => s.actions)).toEqual([{ kind: 'disconnect' }]);
  });

  it('"already pushing" is read, never answered with another connect; listed LIVE ends the episode', () => {
    const listed = run([drop(0), 'due', refused(2100, 'Push service 501 is already pushing s on a/b'), { type: 'tick', at: 90_000 }, { type: 'read', at: 2200, server: 'live' }]);
    expect(listed.slice(2).flatMap((s) => s.actions)).toEqual([{ kind: 'read' }]);
    expect(listed.at(-1)!.ended).toEqual({ kind: 'reconnected', tries: 1, offAirMs: 2200 });
    const notListed = run([drop(0), 'due', refused(2100, 'already pushing'), { type: 'read', at: 2200, server: 'held' }, { type: 'tick', at: 90_000 }]);
    expect(notListed.at(-2)!.ended?.kind).toBe('refused');
    expect(connects(notListed.slice(2))).toEqual([]);
  });

  it('tries a refusal nobody can place 3 times, then says why it stopped', () => {
    const odd = (at: number) => refused(at, 'Zork 42');
    const steps = run([drop(0), 'due', odd(1), 'due', odd(2), 'due', odd(3), 'due']);
    expect(connects(steps)).toHaveLength(3);
    expect(episodeLine(steps[6]!.ended!)).toBe('gave up after 3 tries: refused 3 times for a reason the console cannot place: Zork 42');
  });

  it('a push merely gone waits for a second read that still shows it gone before its first try', () => {
    const steps = run([gone(0), { type: 'tick', at: 90_000 }, gone(5000, false), 'due']);
    expect(steps[0]!.state.episode?.confirm).toBe(true);
    expect(steps[0]!.state.dueAt).toBeNull();
    expect(steps[1]!.actions).toEqual([]);
    expect(steps[3]!.actions).toEqual([{ kind: 'connect', attempt: 1 }]);
    // Listed as stopped on the second read: someone stopped it; the episode ends with no try.
    const outside = run([gone(0), { type: 'read', at: 5000, server: 'stopped' }]);
    expect(outside[1]!.ended).toEqual({ kind: 'stopped', tries: 0, outside: true });
  });

  it('holds every try while a read cannot tell, and lets it go on the read that can', () => {
    const steps = run([drop(0), { type: 'read', at: 1000, server: 'unsure' }, 'due', { type: 'read', at: 9000, server: 'held' }]);
    expect(steps[2]!.actions).toEqual([]);
    expect(steps[3]!.actions).toEqual([{ kind: 'retry', attempt: 1 }]);
  });

  it('brings back only a push this console started', () => {
    expect(run([drop(0)], initialReconnect(true, false))[0]!.state.episode).toBeNull();
  });

  it('leaves the 7th episode within an hour to the operator', () => {
    const events: Array<ReconnectEvent | 'due'> = [];
    // Each episode ends LIVE and the next drop comes 2 minutes later (a new episode, not a continuation).
    for (let i = 0; i < 7; i += 1) events.push(drop(i * 120_000), 'due', { type: 'answer', at: i * 120_000 + 5000, outcome: 'ok' }, { type: 'read', at: i * 120_000 + 6000, server: 'live' });
    const steps = run(events);
    const ends = steps.map((s) => s.ended?.kind).filter((k) => k !== undefined);
    expect(ends).toEqual(['reconnected', 'reconnected', 'reconnected', 'reconnected', 'reconnected', 'reconnected', 'capped']);
    expect(connects(steps)).toHaveLength(6);
  });

  it('does nothing on a drop while reconnect is off', () => {
    expect(run([drop(0)], initialReconnect(false, true))[0]!.state.episode).toBeNull();
  });

  it('shows the try waiting and when it is due', () => {
    const waiting = run([drop(0)])[0]!.state;
    expect(reconnectView(waiting)).toEqual({ enabled: true, attempt: 1, of: 10, nextTryAt: new Date(2000).toISOString() });
    expect(reconnectView(initialReconnect(false))).toEqual({ enabled: false, attempt: null, of: 10, nextTryAt: null });
  });
});
