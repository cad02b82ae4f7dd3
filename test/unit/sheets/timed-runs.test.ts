/**
 * Timed cues in main on a fake clock (no waiting): the timer fires hard cues at their time with
 * no screen, moves standby for soft ones, follows each missed-fire policy, asks for a destructive
 * cue nobody authorised, and fires a repeating split once per slot — across midnight and both
 * daylight-saving changes of Europe/London.
 */
import { describe, expect, it } from 'vitest';
import type { ArmedRun, TimedAct } from '../../../electron/core/sheets/timed-decide';
import { TimedRuns } from '../../../electron/core/sheets/timed-runs';
import type { Cue, Plan, Sheet } from '../../../shared/domain/sheets/schema';

const LONDON = 'Europe/London';

/** A wall clock and timers driven by hand; sleep() moves the wall clock and the pending timers with it, as a laptop lid does. */
class FakeTime {
  private seq = 0;
  private queue: Array<{ id: number; at: number; fn: () => void }> = [];
  constructor(public t: number) {}
  readonly clock = { now: () => this.t };
  readonly timers = {
    setTimeout: (fn: () => void, ms: number) => {
      const id = ++this.seq;
      this.queue.push({ id, at: this.t + ms, fn });
      return id;
    },
    clearTimeout: (h: unknown) => {
      this.queue = this.queue.filter((q) => q.id !== h);
    },
  };
  /** Runs every timer due up to t + ms, in order, each at its own time, waiting for what it started. */
  async advance(ms: number, runs: TimedRuns): Promise<void> {
    const end = this.t + ms;
    await runs.idle();
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const first = this.queue[0];
      if (!first || first.at > end) break;
      this.queue.shift();
      this.t = Math.max(this.t, first.at);
      first.fn();
      await runs.idle();
    }
    this.t = end;
  }
  /** The machine sleeps for ms: the wall clock jumps, timers resume where they were. */
  sleep(ms: number): void {
    this.t += ms;
    for (const q of this.queue) q.at += ms;
  }
}

const cue = (id: string, plan: Plan | null, action: Cue['action'] = null): Cue => ({ id, label: id, plan, notes: '', action });
const split = (del = false): Cue['action'] => ({ kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_1', ...(del ? { delete: true } : {}) } } as Cue['action']);
const geo = (): Cue['action'] => ({ kind: 'geo', params: { app: 'demo-origin', geo_codes: ['GB'] } } as Cue['action']);
const sheetOf = (cues: Cue[]): Sheet => ({ version: 1, id: 'sh', name: 'Gala', account: 'acc', accountName: 'Acc', cues });

interface Seen { kind: TimedAct['kind']; cueId: string; slot: number; now: number; lateMs: number | null; words: string }

function setup(cues: Cue[], startIso: string, zone = LONDON) {
  const time = new FakeTime(Date.parse(startIso));
  const seen: Seen[] = [];
  const saved: ArmedRun[][] = [];
  const sheet = sheetOf(cues);
  const runs = new TimedRuns(time.clock, time.timers, {
    load: async () => sheet,
    save: (r) => saved.push(structuredClone(r)),
    act: async (_run, _sheet, act) => {
      seen.push({ kind: act.kind, cueId: act.slot.cueId, slot: act.slot.slot, now: time.t, lateMs: act.kind === 'fire' ? act.lateMs : null, words: 'words' in act ? act.words : '' });
    },
  });
  const run = (over: Partial<ArmedRun> = {}): ArmedRun => ({ runId: 'r1', sheetId: 'sh', account: 'acc', zone, armedAt: time.t, startedAt: null, authorised: {}, handled: [], fired: {}, ...over });
  return { time, seen, saved, runs, run };
}

describe('timed cues in main, on a fake clock', () => {
  it('a hard cue fires within 100 ms of its time, with no screen; a soft one goes to standby', async () => {
    const { time, seen, runs, run } = setup([cue('a', { kind: 'clock', at: '19:00', mode: 'hard' }, split()), cue('b', { kind: 'clock', at: '19:05', mode: 'soft' }, split()), cue('c', { kind: 'clock', at: '19:10' }, split())], '2026-06-01T17:40:00Z');
    await runs.arm(run());
    await time.advance(30 * 60_000, runs);
    const due = Date.parse('2026-06-01T18:00:00Z');
    expect(seen.map((s) => [s.kind, s.cueId])).toEqual([['fire', 'a'], ['standby', 'b']]);
    expect(seen[0]!.now - due).toBeGreaterThanOrEqual(0);
    expect(seen[0]!.now - due).toBeLessThan(100);
    expect(seen[0]!.lateMs).toBeNull(); // on time: no lateness words
  });

  it('missed while asleep: skip, late within its limit, late past it, ask; Activity words say why', async () => {
    const plan = (at: string, missed: Plan['missed']): Plan => ({ kind: 'clock', at, mode: 'hard', ...(missed ? { missed } : {}) });
    const { time, seen, runs, run } = setup([
      cue('skip', plan('19:00', { policy: 'skip' }), split()),
      cue('late', plan('19:00', { policy: 'late', maxSeconds: 30 }), split()),
      cue('tooLate', plan('19:00', { policy: 'late', maxSeconds: 10 }), split()),
      cue('ask', plan('19:00', undefined), split()),
    ], '2026-06-01T17:59:50Z');
    await runs.arm(run());
    time.sleep(23_000); // asleep over 19:00:00; its pending wake (1 s) comes at 19:00:14
    await time.advance(2000, runs);
    expect(seen.map((s) => [s.kind, s.cueId])).toEqual([['skip', 'skip'], ['fire', 'late'], ['skip', 'tooLate'], ['ask', 'ask']]);
    expect(seen[0]!.words).toBe('Skipped: the console was asleep at 19:00:00');
    expect(Math.round(seen[1]!.lateMs! / 1000)).toBe(14);
    expect(seen[3]!.words).toContain('the console was asleep at 19:00:00');
  });

  it('a run armed before the console started: its missed slots say the console was not running', async () => {
    const { time, seen, runs, run } = setup([cue('a', { kind: 'clock', at: '19:00', mode: 'hard', missed: { policy: 'skip' } }, split())], '2026-06-01T18:20:00Z');
    await runs.restore([run({ armedAt: Date.parse('2026-06-01T17:30:00Z') })]);
    expect(seen).toMatchObject([{ kind: 'skip', words: 'Skipped: the console was not running at 19:00:00' }]);
    await time.advance(3_600_000, runs);
    expect(seen).toHaveLength(1);
  });

  it('a destructive cue: fires when authorised at arm, asks when not, and never fires late without asking', async () => {
    const destructive = (id: string, missed?: Plan['missed']) => cue(id, { kind: 'clock', at: '19:00', mode: 'hard', ...(missed ? { missed } : {}) }, split(true));
    const first = setup([destructive('auth'), destructive('nobody')], '2026-06-01T17:59:00Z');
    await first.runs.arm(first.run({ authorised: { auth: { by: 'ana', at: first.time.t } } }));
    await first.time.advance(120_000, first.runs);
    expect(first.seen.map((s) => [s.kind, s.cueId])).toEqual([['fire', 'auth'], ['ask', 'nobody']]);
    expect(first.seen[1]!.words).toContain('authorised when the run was armed');
    const late = setup([destructive('auth', { policy: 'late', maxSeconds: 600 })], '2026-06-01T17:59:50Z');
    await late.runs.arm(late.run({ authorised: { auth: { by: 'ana', at: late.time.t } } }));
    late.time.sleep(60_000);
    await late.time.advance(2000, late.runs);
    expect(late.seen.map((s) => s.kind)).toEqual(['ask']);
    // A geo cue that allows all is destructive too; one naming countries is not.
    const g = setup([cue('g', { kind: 'clock', at: '19:00', mode: 'hard' }, geo())], '2026-06-01T17:59:00Z');
    await g.runs.arm(g.run());
    await g.time.advance(120_000, g.runs);
    expect(g.seen.map((s) => s.kind)).toEqual(['fire']);
  });

  it('a repeating split fires 8 times in 4 fake hours, never twice for one slot, even when re-armed state is saved and woken again', async () => {
    const { time, seen, runs, run, saved } = setup([cue('s', { kind: 'clock', at: '19:00', mode: 'hard', repeat: { every: 1800, until: '23:00' } }, split())], '2026-06-01T18:00:00Z'); // 19:00 BST
    await runs.arm(run());
    await time.advance(4 * 3_600_000, runs);
    expect(seen.filter((s) => s.kind === 'fire').map((s) => s.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const s of seen) expect(s.now - (Date.parse('2026-06-01T18:00:00Z') + s.slot * 1_800_000)).toBeLessThan(100);
    // The console restarts with what it saved: nothing fires again.
    const again = setup([cue('s', { kind: 'clock', at: '19:00', mode: 'hard', repeat: { every: 1800, until: '23:00' } }, split())], '2026-06-01T22:10:00Z');
    await again.runs.restore(saved.at(-1)!);
    await again.time.advance(3_600_000, again.runs);
    expect(again.seen).toEqual([]);
  });

  it('across midnight on the last day of a month: 00:10 after 23:50 is the next day', async () => {
    const { time, seen, runs, run } = setup([cue('a', { kind: 'clock', at: '23:50', mode: 'hard' }, split()), cue('b', { kind: 'clock', at: '00:10', mode: 'hard' }, split())], '2026-01-31T23:40:00Z');
    await runs.arm(run());
    await time.advance(40 * 60_000, runs);
    expect(seen.map((s) => [s.cueId, new Date(s.now).toISOString().slice(0, 16)])).toEqual([['a', '2026-01-31T23:50'], ['b', '2026-02-01T00:10']]);
  });

  it('across the spring and autumn changes in Europe/London', async () => {
    // Last Sunday of March 2026: 01:00 GMT becomes 02:00 BST. 01:30 does not exist: it fires at 02:30 BST (01:30 UTC).
    const spring = setup([cue('a', { kind: 'clock', at: '00:30', mode: 'hard' }, split()), cue('b', { kind: 'clock', at: '01:30', mode: 'hard' }, split()), cue('c', { kind: 'clock', at: '03:00', mode: 'hard' }, split())], '2026-03-29T00:00:00Z');
    await spring.runs.arm(spring.run());
    await spring.time.advance(3 * 3_600_000, spring.runs);
    expect(spring.seen.map((s) => new Date(s.now).toISOString().slice(11, 16))).toEqual(['00:30', '01:30', '02:00']);
    // Last Sunday of October 2026: 02:00 BST becomes 01:00 GMT. 01:30 happens twice: the first (00:30 UTC).
    const autumn = setup([cue('a', { kind: 'clock', at: '01:30', mode: 'hard' }, split()), cue('b', { kind: 'clock', at: '01:45', mode: 'hard', repeat: { every: 1800, until: '02:30' } }, split())], '2026-10-24T23:50:00Z');
    await autumn.runs.arm(autumn.run());
    await autumn.time.advance(4 * 3_600_000, autumn.runs);
    expect(autumn.seen.map((s) => `${s.cueId}${s.slot}@${new Date(s.now).toISOString().slice(11, 16)}`)).toEqual(['a0@00:30', 'b0@00:45', 'b1@01:15', 'b2@01:45', 'b3@02:15']); // elapsed time: the repeated hour has its slots too
  });

  it('relative and offset plans follow the run: "after" counts from the previous cue\'s fire', async () => {
    const { time, seen, runs, run } = setup([cue('a', null, split()), cue('b', { kind: 'after', seconds: 120, mode: 'hard' }, split()), cue('c', { kind: 'offset', seconds: 600, mode: 'hard' }, split())], '2026-06-01T18:00:00Z');
    await runs.arm(run());
    await time.advance(60_000, runs);
    expect(seen).toEqual([]);
    runs.markFired('r1', 'a', time.t); // GO on the screen at 19:01
    await time.advance(10 * 60_000, runs);
    expect(seen.map((s) => [s.cueId, s.now - Date.parse('2026-06-01T18:01:00Z')])).toEqual([['b', 120_000], ['c', 600_000]]);
  });

  it('disarm stops every timer; arming another run on the account replaces the first', async () => {
    const { time, seen, runs, run } = setup([cue('a', { kind: 'clock', at: '19:00', mode: 'hard' }, split())], '2026-06-01T17:59:00Z');
    await runs.arm(run());
    await runs.arm(run({ runId: 'r2' }));
    expect(runs.list().map((r) => r.runId)).toEqual(['r2']);
    expect(runs.disarm('r2')).toBe(true);
    await time.advance(3_600_000, runs);
    expect(seen).toEqual([]);
  });
});
