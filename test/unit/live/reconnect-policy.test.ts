/** The reconnect policy on the named cases, with a fixed clock and no jitter (rand 0.5). */
import { describe, expect, it } from 'vitest';
import { initialReconnect, stepReconnect, type ReconnectEvent, type ReconnectState, type Step } from '../../../electron/core/live/reconnect-policy';
import { episodeLine, reconnectView } from '../../../electron/core/live/reconnect-words';

const mid = (): number => 0.5;

/** Runs events in order, each tick at the due time, and returns every step. */
function run(events: Array<ReconnectEvent | 'due'>, from: ReconnectState = initialReconnect(true)): Step[] {
  const steps: Step[] = [];
  let s = from;
  for (const e of events) {
    const step = stepReconnect(s, e === 'due' ? { type: 'tick', at: s.dueAt! } : e, mid);
    steps.push(step);
    s = step.state;
  }
  return steps;
}

describe('reconnect policy', () => {
  it('reconnects after 3 tries and says how long the destination was off air', () => {
    const steps = run([
      { type: 'drop', at: 0 }, 'due', { type: 'answer', at: 2100, outcome: 'refused', reason: 'Destination refused the connection' },
      'due', { type: 'answer', at: 5200, outcome: 'lost' }, { type: 'read', at: 5300, server: 'off' },
      'due', { type: 'answer', at: 14_000, outcome: 'ok' },
    ]);
    expect(steps.flatMap((s) => s.actions)).toEqual([{ kind: 'connect', attempt: 1 }, { kind: 'connect', attempt: 2 }, { kind: 'read' }, { kind: 'connect', attempt: 3 }]);
    expect(episodeLine(steps.at(-1)!.ended!)).toBe('reconnected after 3 tries, 14 s off air');
  });

  it('stops at a refusal of the key with its reason, without another try', () => {
    const steps = run([{ type: 'drop', at: 0 }, 'due', { type: 'answer', at: 2100, outcome: 'refused', reason: 'Stream key refused: the event has ended' }]);
    expect(steps.at(-1)!.state.dueAt).toBeNull();
    expect(episodeLine(steps.at(-1)!.ended!)).toBe('key refused: Stream key refused: the event has ended');
  });

  it('takes the Retry path while the server still holds the failed push', () => {
    const steps = run([{ type: 'drop', at: 0 }, { type: 'read', at: 500, server: 'held' }, 'due']);
    expect(steps.at(-1)!.actions).toEqual([{ kind: 'retry', attempt: 1 }]);
  });

  it("undoes a try that lands after the operator's Disconnect with exactly one disconnect", () => {
    const steps = run([{ type: 'drop', at: 0 }, 'due', { type: 'disconnect', at: 2500 }, { type: 'answer', at: 2600, outcome: 'ok' }, { type: 'drop', at: 2700 }]);
    expect(steps[2]!.ended).toEqual({ kind: 'stopped', tries: 1 });
    expect(steps.slice(2).flatMap((s) => s.actions)).toEqual([{ kind: 'disconnect' }]);
  });

  it('does nothing on a drop while reconnect is off', () => {
    expect(run([{ type: 'drop', at: 0 }], initialReconnect(false))[0]!.state.episode).toBeNull();
  });

  it('shows the try waiting and when it is due', () => {
    const waiting = run([{ type: 'drop', at: 0 }])[0]!.state;
    expect(reconnectView(waiting)).toEqual({ enabled: true, attempt: 1, of: 10, nextTryAt: new Date(2000).toISOString() });
    expect(reconnectView(initialReconnect(false))).toEqual({ enabled: false, attempt: null, of: 10, nextTryAt: null });
  });
});
