/**
 * The alert policy on a fake clock: each cause alerts once and recovers once; a drop back
 * within the grace says nothing; the grace holds until the first reconnect try is answered;
 * flapping is one alert and one recovery; repeats at 2, 4, 8 minutes stop when acknowledged;
 * a rehearsal mirror is silent; STALE alerts only past its threshold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertCause } from '../../../shared/domain/alerts/alert';
import { repeatDue } from '../../../shared/domain/alerts/policy';
import type { Condition } from '../../../shared/domain/alerts/policy-types';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';
import { POLL, PolicySim, T0, failed } from './policy-sim';

const GRACE = 2 * POLL;
const BOARD_CAUSES: AlertCause[] = ['failed', 'gave_up', 'key_refused', 'unknown', 'unreadable'];
const cond = (cause: AlertCause, key = 'svc:503'): Condition => ({ id: `dest:${key}`, cause, destination: '#503 YouTube main', detail: 'why' });

describe('alert policy', () => {
  it('each board cause held past the grace alerts once and recovers once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOARD_CAUSES), fc.integer({ min: GRACE + POLL, max: 110_000 }), (cause, held) => {
        const sim = new PolicySim();
        sim.board([]);
        sim.board([cond(cause)]);
        sim.polls(held, [cond(cause)]);
        sim.board([], { 'svc:503': 'live' });
        sim.polls(60_000, [], { 'svc:503': 'live' });
        expect(sim.phases()).toEqual([`alert:${cause}`, `recovery:${cause}`]);
        expect(sim.sent[0]!.incident).toBe(sim.sent[1]!.incident);
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('alert policy') },
    );
  });

  it('a drop back within the grace alerts nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GRACE - 1 }), (held) => {
        const sim = new PolicySim();
        sim.board([failed()]);
        sim.advance(held);
        sim.board([], { 'svc:503': 'live' });
        sim.polls(10 * 60_000, [], { 'svc:503': 'live' });
        expect(sim.sent).toEqual([]);
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('alert policy') },
    );
  });

  it('the alert goes when the grace ends, on the wake-up it asked for, with the words of the cause', () => {
    const sim = new PolicySim();
    sim.board([failed()]);
    expect(sim.wakeAt).toBe(T0 + GRACE);
    sim.advance(GRACE - 1);
    expect(sim.sent).toEqual([]);
    sim.advance(1);
    expect(sim.sent.map((a) => a.text)).toEqual(['#503 YouTube main FAILED on Client B: Connection reset']);
    sim.advance(2 * 60_000 + 10_000);
    sim.board([], { 'svc:503': 'live' });
    expect(sim.sent.at(-1)!.text).toBe('#503 YouTube main back LIVE after 2 min 20 s off air (Client B)');
  });

  it('the grace holds until the first reconnect try is answered, then counts two polls from the drop', () => {
    const sim = new PolicySim();
    sim.board([{ ...failed(), waiting: true }]);
    sim.polls(30_000, [{ ...failed(), waiting: true }]);
    expect(sim.sent).toEqual([]);
    sim.board([failed()]);
    expect(sim.phases()).toEqual(['alert:failed']);
  });

  it('a destination that drops and comes back 5 times in a minute sends one alert and one recovery', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 500, max: 9000 }), fc.integer({ min: 500, max: 6000 })), { minLength: 5, maxLength: 5 }), (flaps) => {
        fc.pre(flaps.reduce((t, [d, u]) => t + d + u, 0) <= 60_000);
        const sim = new PolicySim();
        for (const [down, up] of flaps) {
          sim.board([failed()]);
          sim.advance(down);
          sim.board([], { 'svc:503': 'live' });
          sim.advance(up);
        }
        sim.polls(5 * 60_000, [], { 'svc:503': 'live' });
        expect(sim.phases()).toEqual(['alert:failed', 'recovery:failed']);
        expect(sim.sent[0]!.text).toMatch(/dropped and came back \d times within 1 min/);
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('alert policy') },
    );
  });

  it('repeats escalate at 2, 4 and 8 minutes, then every 8, until acknowledged; the recovery still goes', () => {
    const sim = new PolicySim();
    sim.board([failed()]);
    sim.advance(GRACE);
    const opened = sim.now;
    sim.advance(16 * 60_000);
    const repeats = sim.sent.filter((a) => a.phase === 'repeat');
    expect(repeats.map((a) => (Date.parse(a.at) - opened) / 60_000)).toEqual([2, 4, 8, 16]);
    expect(repeats.map((a) => a.repeat)).toEqual([1, 2, 3, 4]);
    expect(repeats[0]!.text).toMatch(/^Still not acknowledged after 2 min 10 s \(repeat 1\): #503 YouTube main FAILED/);
    const r = sim.send({ type: 'ack', incident: sim.sent[0]!.incident, account: null });
    expect(r.acked.map((o) => o.incident)).toEqual([sim.sent[0]!.incident]);
    sim.advance(60 * 60_000);
    expect(sim.sent.filter((a) => a.phase === 'repeat')).toHaveLength(4);
    sim.board([], { 'svc:503': 'live' });
    expect(sim.phases().at(-1)).toBe('recovery:failed');
  });

  it('repeat n is due at the schedule', () => {
    expect([1, 2, 3, 4, 5].map((n) => repeatDue(0, n) / 60_000)).toEqual([2, 4, 8, 16, 24]);
  });

  it('acknowledging every open incident of an account mutes each, and nothing of another account', () => {
    const sim = new PolicySim();
    sim.board([failed('svc:503'), failed('svc:504', '#504 Twitch')]);
    sim.advance(GRACE);
    sim.send({ type: 'ack', incident: null, account: 'other' });
    sim.send({ type: 'ack', incident: null, account: 'acct-1' });
    sim.advance(30 * 60_000);
    expect(sim.phases()).toEqual(['alert:failed', 'alert:failed']);
  });

  it('a rehearsal mirror never alerts, whatever it shows', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...BOARD_CAUSES), fc.integer({ min: 0, max: 120_000 })), { maxLength: 8 }), (steps) => {
        const sim = new PolicySim('mirror-1', true);
        for (const [cause, ms] of steps) {
          sim.board([cond(cause)]);
          sim.polls(ms, [cond(cause)]);
        }
        sim.send({ type: 'raise', account: 'mirror-1', accountName: 'Rehearsal', mirror: true, condition: { id: 'split:x', cause: 'split_failed', destination: 'x', detail: null } });
        sim.advance(30 * 60_000);
        expect(sim.sent).toEqual([]);
      }),
      { numRuns: PROPERTY_RUNS, seed: propertySeed('alert policy') },
    );
  });

  it('STALE alerts once the board has read STALE for its threshold, and recovers on the next good read', () => {
    const sim = new PolicySim();
    sim.read = { ...sim.read, polled: true };
    sim.board([]);
    const staleAfter = sim.read.staleAfterMs;
    // Reads keep failing: the board changes, its last good read does not move.
    sim.polls(staleAfter + 60_000 - 1, [], {});
    sim.read = { ...sim.read, readAt: T0 };
    sim.board([], {}, false);
    sim.advance(0);
    expect(sim.sent).toEqual([]);
    sim.advance(1);
    expect(sim.phases()).toEqual(['alert:stale']);
    expect(sim.sent[0]!.text).toBe('Client B: the board is STALE — not read for 1 min 15 s');
    sim.advance(30_000);
    sim.board([]);
    expect(sim.phases()).toEqual(['alert:stale', 'recovery:stale']);
  });

  it('a board not polled for anything on air never reads STALE', () => {
    const sim = new PolicySim();
    sim.read = { readAt: T0, staleAfterMs: 15_000, polled: false };
    sim.board([], {}, false);
    sim.advance(60 * 60_000);
    expect(sim.sent).toEqual([]);
  });

  it('a split or preflight failure alerts at once and recovers when it works again', () => {
    const sim = new PolicySim();
    const raise = (cause: 'split_failed' | 'preflight_failed', id: string) =>
      sim.send({ type: 'raise', account: 'acct-1', accountName: 'Client B', mirror: false, condition: { id, cause, destination: 'live cam1', detail: 'no recording' } });
    raise('split_failed', 'split:live cam1');
    raise('split_failed', 'split:live cam1');
    raise('preflight_failed', 'preflight:ingest');
    sim.send({ type: 'clear', account: 'acct-1', id: 'split:live cam1' });
    sim.send({ type: 'clear', account: 'acct-1', id: 'preflight:ingest' });
    expect(sim.phases()).toEqual(['alert:split_failed', 'alert:preflight_failed', 'recovery:split_failed', 'recovery:preflight_failed']);
    expect(sim.sent[0]!.text).toBe('Split failed on Client B (live cam1): no recording');
  });

  it('a worse cause alerts again under the same incident; a milder one does not', () => {
    const sim = new PolicySim();
    sim.board([cond('failed')]);
    sim.polls(20_000, [cond('failed')]);
    sim.board([cond('unknown')]);
    sim.board([cond('gave_up')]);
    sim.board([cond('failed')]);
    expect(sim.phases()).toEqual(['alert:failed', 'alert:gave_up']);
    expect(new Set(sim.sent.map((a) => a.incident)).size).toBe(1);
  });

  it('the grace is the account setting when it sets one', () => {
    const sim = new PolicySim('acct-1', false, { graceMs: 0, staleAlertMs: 60_000 });
    sim.board([failed()]);
    expect(sim.phases()).toEqual(['alert:failed']);
  });
  it('a step under way (Retry\'s disconnect and connect) holds an open alert until the row settles, and alone says nothing', () => {
    const step: Condition = { id: 'dest:svc:503', cause: 'failed', destination: '#503 YouTube main', detail: null, holds: true };
    const sim = new PolicySim();
    sim.board([failed()]);
    sim.polls(GRACE + POLL, [failed()]);
    expect(sim.phases()).toEqual(['alert:failed']);
    sim.polls(3 * POLL, [step], { 'svc:503': 'disconnecting' });
    sim.polls(3 * POLL, [step], { 'svc:503': 'connecting' });
    expect(sim.phases()).toEqual(['alert:failed']);
    sim.board([], { 'svc:503': 'live' });
    expect(sim.phases()).toEqual(['alert:failed', 'recovery:failed']);
    expect(sim.sent[1]!.text).toMatch(/^#503 YouTube main back LIVE after .* off air \(Client B\)$/);
    // Connecting and stopping with nothing open: no alert, and no onset counted toward flapping.
    for (let i = 0; i < 8; i++) {
      sim.polls(POLL, [step], { 'svc:503': 'connecting' });
      sim.polls(POLL, [], { 'svc:503': 'live' });
    }
    sim.polls(10 * 60_000, [], { 'svc:503': 'live' });
    expect(sim.phases()).toEqual(['alert:failed', 'recovery:failed']);
  });
  it('a step under way never raises an open alert\'s cause: UNKNOWN, then Retry, alerts once', () => {
    const sim = new PolicySim();
    sim.board([cond('unknown')]);
    sim.polls(GRACE + POLL, [cond('unknown')]);
    sim.polls(3 * POLL, [{ ...cond('failed'), detail: null, holds: true }], { 'svc:503': 'connecting' });
    expect(sim.phases()).toEqual(['alert:unknown']);
  });
});
