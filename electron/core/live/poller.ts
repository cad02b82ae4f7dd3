/**
 * Polls on an adjustable interval without ever overlapping two polls: the next poll is
 * scheduled only when the previous one has finished. Whether a poll is wanted at all is
 * main's to decide (`wanted`: a view is visible, something is on air, a control surface
 * listens — live/view-demand.ts), never one view's: when nothing wants it the cycle
 * idles, and `resume()` brings it back as soon as something does. Timers are injected
 * so tests drive time by hand.
 */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class Poller {
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private running = false;
  private idle = false;
  private disposed = false;
  /** Local ms the last poll ended: a resumed cycle polls when the interval since it is over. */
  private lastEnd: number | null = null;

  constructor(
    private readonly poll: () => Promise<void>,
    private readonly timers: Timers,
    public intervalMs: number,
    private readonly wanted: () => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  /** Nothing wants a poll now (no view visible, nothing on air, no control surface): the cycle waits. */
  get isIdle(): boolean {
    return this.running && this.idle;
  }

  /** Starts (or restarts) the cycle; the first poll runs now. */
  start(): Promise<void> {
    this.running = true;
    this.idle = false;
    return this.pollNow();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  setInterval(ms: number): void {
    this.intervalMs = ms;
    if (this.timer !== null) this.schedule(this.untilDue());
  }

  /** Something may want polls again (a view shown, a push went live): an idle cycle picks up where it left. */
  resume(): void {
    if (!this.running || !this.idle || this.inFlight !== null || !this.wanted()) return;
    this.idle = false;
    this.schedule(this.untilDue());
  }

  /** Polls at once (after any poll in flight, so the answer is fresh), then resumes the cycle. */
  async pollNow(): Promise<void> {
    if (this.inFlight) await this.inFlight;
    this.clear();
    this.idle = false;
    const run = this.poll().finally(() => {
      this.inFlight = null;
      this.lastEnd = this.now();
      if (this.running) this.schedule(this.intervalMs);
    });
    this.inFlight = run;
    return run;
  }

  /** Brings the next poll forward (e.g. a second after a connect) without delaying it. */
  pollSoon(ms: number): void {
    if (!this.running || this.inFlight) return;
    this.idle = false;
    this.schedule(Math.min(ms, this.untilDue()));
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  private untilDue(): number {
    return this.lastEnd === null ? 0 : Math.max(0, this.lastEnd + this.intervalMs - this.now());
  }

  private schedule(ms: number): void {
    if (this.disposed) return;
    this.clear();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      // Asked again when due, not when scheduled: a view hidden meanwhile lets the cycle idle.
      if (!this.wanted()) {
        this.idle = true;
        return;
      }
      void this.pollNow();
    }, ms);
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
