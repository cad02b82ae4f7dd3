/**
 * Timed cues in main: one armed run per account, woken at each timed slot's instant (and at
 * least every second, so a clock that jumps past a slot is seen at once). A slot is handled
 * once per run, whatever happens after (its key is marked before anything is sent). What a slot
 * does is decided here, what it sends is the effects' (timed-fire.ts): on time, a hard cue fires
 * and a soft one moves standby there; a destructive hard cue fires only if it was authorised when
 * the run was armed, else it asks; a slot found past its time follows the cue's missed policy.
 */
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { scheduleOf, slotKey, timedSlots } from '../../../shared/domain/sheets/schedule';
import type { Clock } from '../deps';
import type { Timers } from '../live/poller';
import { type ArmedRun, type TimedAct, type Why, decideSlot } from './timed-decide';

export interface TimedEffects {
  load(sheetId: string): Promise<Sheet | null>;
  act(run: ArmedRun, sheet: Sheet, act: TimedAct): Promise<void>;
  /** The armed runs changed: kept on disk so a restart finds them (and their missed slots). */
  save(runs: ArmedRun[]): void;
}

/** Woken at least this often: a wall clock that jumped past a slot is found within it. */
export const MAX_WAKE_MS = 1000;
/** The sheet is read again at least this often while armed (an edit made during the run is followed). */
export const REPLAN_MS = 30_000;

export class TimedRuns {
  private readonly runs = new Map<string, ArmedRun>();
  private readonly timers = new Map<string, unknown>();
  private readonly busy = new Map<string, Promise<void>>();
  /** Per account: the next slot's instant and when the sheet was last read, so a wake with nothing due reads nothing. */
  private readonly planned = new Map<string, { nextAt: number; at: number }>();

  constructor(private readonly clock: Clock, private readonly timer: Timers, private readonly effects: TimedEffects) {}

  list(): ArmedRun[] {
    return [...this.runs.values()];
  }

  get(runId: string): ArmedRun | undefined {
    return [...this.runs.values()].find((r) => r.runId === runId);
  }

  /** Arms a run: one per account, so arming another run on the account disarms the one before. */
  arm(run: ArmedRun): Promise<void> {
    this.stop(run.account);
    this.runs.set(run.account, run);
    this.changed();
    return this.wake(run.account, 'asleep');
  }

  /** Runs armed before this process started: slots past their time were missed while it was not running. */
  restore(runs: readonly ArmedRun[]): Promise<void> {
    for (const r of runs) this.runs.set(r.account, r);
    return Promise.all(runs.map((r) => this.wake(r.account, 'not running'))).then(() => undefined);
  }

  disarm(runId: string): boolean {
    const run = this.get(runId);
    if (!run) return false;
    this.stop(run.account);
    this.runs.delete(run.account);
    this.changed();
    return true;
  }

  /** A cue of an armed run fired (GO, a control surface, or here): the start and "after" plans count from it. */
  markFired(runId: string, cueId: string, at: number): void {
    const run = this.get(runId);
    if (!run || run.fired[cueId] !== undefined) return;
    run.fired[cueId] = at;
    run.startedAt ??= at;
    this.changed();
    void this.wake(run.account, 'asleep');
  }

  /** Settles when every wake under way has acted (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.busy.size > 0) await Promise.all(this.busy.values());
  }

  dispose(): void {
    for (const account of [...this.timers.keys()]) this.stop(account);
    this.runs.clear();
  }

  private stop(account: string): void {
    this.planned.delete(account);
    const t = this.timers.get(account);
    if (t !== undefined) this.timer.clearTimeout(t);
    this.timers.delete(account);
  }

  private changed(): void {
    this.effects.save(this.list());
  }

  /** Handles every slot due now, then sleeps until the next (one wake per account at a time). */
  private wake(account: string, why: Why): Promise<void> {
    const before = this.busy.get(account) ?? Promise.resolve();
    const next = before.then(() => this.handleDue(account, why)).finally(() => {
      if (this.busy.get(account) === next) this.busy.delete(account);
    });
    this.busy.set(account, next);
    return next;
  }

  private async handleDue(account: string, why: Why): Promise<void> {
    const run = this.runs.get(account);
    if (!run) return;
    this.stop(account);
    const sheet = await this.effects.load(run.sheetId);
    if (sheet === null || this.runs.get(account) !== run) return;
    const fired = sheet.cues.map((c) => run.fired[c.id] ?? null);
    const schedule = scheduleOf({ cues: sheet.cues, armedAt: run.armedAt, startedAt: run.startedAt, zone: run.zone, fired });
    const now = this.clock.now();
    const handled = new Set(run.handled);
    const slots = timedSlots(schedule).filter((s) => !handled.has(slotKey(s.cueId, s.slot)));
    for (const slot of slots.filter((s) => s.at <= now)) {
      if (this.runs.get(account) !== run) return;
      run.handled.push(slotKey(slot.cueId, slot.slot));
      // A cue already fired by GO is not fired again at its time.
      if (slot.slot === 0 && run.fired[slot.cueId] !== undefined) {
        this.changed();
        continue;
      }
      const act = decideSlot(run, schedule[slot.cue]!.missed, slot, this.clock.now(), why);
      // The slot is handled in memory before anything is sent, and on disk once it was: the
      // file's write and fsync never stand in the send's way (the audit intent, on disk before
      // the send, is what records a send that a crash in between would leave unmarked).
      try {
        await this.effects.act(run, sheet, act);
        if (act.kind === 'fire') this.noteFired(run, slot.cueId, this.clock.now());
      } finally {
        this.changed();
      }
    }
    if (this.runs.get(account) !== run) return;
    const upcoming = slots.find((s) => s.at > now);
    const delay = upcoming === undefined ? MAX_WAKE_MS : Math.min(MAX_WAKE_MS, Math.max(0, upcoming.at - this.clock.now()));
    this.planned.set(account, { nextAt: upcoming?.at ?? Infinity, at: this.clock.now() });
    this.arm1(account, delay);
  }

  private arm1(account: string, delay: number): void {
    this.timers.set(account, this.timer.setTimeout(() => this.tick(account), delay));
  }

  /** A timer's wake: nothing due and the plan fresh, it only sleeps again. */
  private tick(account: string): void {
    const p = this.planned.get(account);
    const now = this.clock.now();
    if (p && now < p.nextAt && now >= p.at && now - p.at < REPLAN_MS) {
      this.arm1(account, Math.min(MAX_WAKE_MS, p.nextAt - now));
      return;
    }
    void this.wake(account, 'asleep');
  }

  private noteFired(run: ArmedRun, cueId: string, at: number): void {
    if (run.fired[cueId] === undefined) run.fired[cueId] = at;
    run.startedAt ??= at;
  }

}
