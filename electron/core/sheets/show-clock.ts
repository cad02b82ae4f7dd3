/**
 * The show clock in main: one computation of the run's next timed cue, its due instant and
 * the show's offset from plan (shared/domain/clock/show-clock.ts), sent to every view as
 * `clock.changed` and read by the control API's state; and the preflight's timers
 * (preflight.ts). The screen reports the run it holds (`clock.run`); the lead is kept in
 * `preflight.json` in the data folder.
 */
import { join } from 'node:path';
import { DEFAULT_LEAD_MINUTES } from '../../../shared/domain/clock/preflight';
import { showClockOf } from '../../../shared/domain/clock/show-clock';
import type { RunProgress } from '../../../shared/domain/sheets/clock-source';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { PreflightView, RunReport, ShowClock } from '../../../shared/ipc/clock';
import type { Clock, EventSink } from '../deps';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';
import type { Timers } from '../live/poller';
import { type GatherPicture, PreflightNotices, type PreflightSlot, type PreflightTrigger, nextSlot, slotDue } from './preflight';

export interface ShowClockDeps {
  events: EventSink;
  clock: Clock;
  timers: Timers;
  dataDir: string;
  load(sheetId: string): Promise<Sheet | null>;
  gather: GatherPicture;
}

const FILE = 'preflight.json';
const NO_PREFLIGHT = (leadMinutes: number): PreflightView => ({ leadMinutes, ranAt: null, trigger: null, nextAt: null, problems: [] });

export class ShowClockService {
  private report: NonNullable<RunReport> | null = null;
  private sheet: Sheet | null = null;
  private lead = DEFAULT_LEAD_MINUTES;
  private preflight: PreflightView = NO_PREFLIGHT(DEFAULT_LEAD_MINUTES);
  private readonly done = new Set<string>();
  private timer: unknown = null;
  private sent = '';
  private current: ShowClock;
  private readonly notices: PreflightNotices;
  readonly ready: Promise<void>;

  constructor(private readonly deps: ShowClockDeps) {
    this.notices = new PreflightNotices((e) => deps.events.emit(e));
    this.current = this.compute();
    this.ready = readJsonFile(join(deps.dataDir, FILE)).then((r) => {
      const minutes = r.found && typeof (r.value as { leadMinutes?: unknown } | undefined)?.leadMinutes === 'number' ? (r.value as { leadMinutes: number }).leadMinutes : null;
      if (minutes !== null && Number.isInteger(minutes) && minutes >= 1 && minutes <= 120) this.setLeadNow(minutes);
    }, () => undefined);
  }

  view(): ShowClock {
    return this.current;
  }

  private progress(): RunProgress {
    const r = this.report;
    return { armedAt: r?.armedAt ?? 0, startedAt: r?.startedAt ?? null, passed: Object.fromEntries((r?.passed ?? []).map((p) => [p.cueId, { firedAt: p.firedAt }])) };
  }

  private compute(): ShowClock {
    const r = this.report;
    const sheet = this.sheet;
    if (r === null || sheet === null) return { run: null, next: null, behindMs: null, offset: '', preflight: this.preflight };
    const times = showClockOf(sheet, this.progress(), this.deps.clock.now());
    return { ...times, run: { runId: r.runId, sheetId: r.sheetId, sheetName: sheet.name, account: r.account }, preflight: this.preflight };
  }

  /** Recomputes, sends `clock.changed` when anything changed, and sets the preflight's next timer. */
  private refresh(): ShowClock {
    this.current = this.compute();
    const text = JSON.stringify(this.current);
    if (text !== this.sent) {
      this.sent = text;
      this.deps.events.emit({ type: 'clock.changed', clock: this.current });
    }
    this.schedule();
    return this.current;
  }

  async setRun(report: RunReport): Promise<ShowClock> {
    const before = this.report;
    if (report === null || report.runId !== before?.runId) {
      this.done.clear();
      this.notices.clear();
      this.preflight = NO_PREFLIGHT(this.lead);
    }
    this.report = report;
    if (report === null) this.sheet = null;
    else if (report.sheetId !== before?.sheetId || this.sheet === null) this.sheet = await this.deps.load(report.sheetId);
    if (this.report !== report) return this.current; // a newer report came while the sheet loaded
    return this.refresh();
  }

  async setLead(minutes: number): Promise<ShowClock> {
    await writeJsonAtomic(join(this.deps.dataDir, FILE), { leadMinutes: minutes });
    this.setLeadNow(minutes);
    return this.current;
  }

  private setLeadNow(minutes: number): void {
    this.lead = minutes;
    this.preflight = { ...this.preflight, leadMinutes: minutes };
    this.refresh();
  }

  private slotKey(s: PreflightSlot): string {
    return `${this.current.next?.cueId ?? ''}@${this.current.next?.at ?? ''}:${s.trigger}:${s.at}`;
  }

  /** Runs a slot whose time has come, then waits for the next (one timer, set again on every change). */
  private schedule(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
    const next = this.current.next;
    if (next === null || this.report === null) return this.setNextAt(null);
    const dueAt = Date.parse(next.at);
    const now = this.deps.clock.now();
    const due = slotDue(dueAt, this.lead, now, this.done, (s) => this.slotKey(s));
    if (due !== null) {
      this.done.add(this.slotKey(due));
      void this.runPreflight(due.trigger);
      return;
    }
    const coming = nextSlot(dueAt, this.lead, now);
    this.setNextAt(coming === null ? null : new Date(coming.at).toISOString());
    // Wake for the next preflight, or once the cue's time has passed (the clock moves to the next).
    const wake = Math.min(coming?.at ?? Number.POSITIVE_INFINITY, dueAt + 1);
    this.timer = this.deps.timers.setTimeout(() => ((this.timer = null), this.refresh()), Math.max(0, wake - now));
  }

  private setNextAt(nextAt: string | null): void {
    if (this.preflight.nextAt === nextAt) return;
    this.preflight = { ...this.preflight, nextAt };
    this.current = { ...this.current, preflight: this.preflight };
    const text = JSON.stringify(this.current);
    if (text !== this.sent) {
      this.sent = text;
      this.deps.events.emit({ type: 'clock.changed', clock: this.current });
    }
  }

  /** Runs the checks for the open run (a timer's slot, or "Run preflight now"); no run: nothing to check. */
  async runPreflight(trigger: PreflightTrigger): Promise<ShowClock> {
    const r = this.report;
    const sheet = this.sheet;
    if (r === null || sheet === null) return this.current;
    const problems = await this.notices.run(sheet, this.progress(), r.account, r.runId, trigger, this.deps.gather);
    if (this.report?.runId !== r.runId) return this.current;
    this.preflight = { ...this.preflight, ranAt: new Date(this.deps.clock.now()).toISOString(), trigger, problems };
    return this.refresh();
  }

  dispose(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
