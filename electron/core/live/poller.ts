/**
 * Polls on an adjustable interval without ever overlapping two polls: the next poll is
 * scheduled only when the previous one has finished. Paused while the window is hidden.
 * Timers are injected so tests drive time by hand.
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
  private paused = false;
  private disposed = false;

  constructor(
    private readonly poll: () => Promise<void>,
    private readonly timers: Timers,
    public intervalMs: number,
  ) {}

  get isPaused(): boolean {
    return this.paused;
  }

  /** Starts (or restarts) the cycle; the first poll runs now. */
  start(): Promise<void> {
    this.running = true;
    return this.pollNow();
  }

  stop(): void {
    this.running = false;
    this.clear();
  }

  setInterval(ms: number): void {
    this.intervalMs = ms;
    if (this.timer !== null) this.schedule(ms);
  }

  /**
   * The renderer pauses polling while its window is hidden (app-wide, any screen). Showing
   * it again polls at once: that one poll catches up on what happened meanwhile.
   */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.clear();
    else if (this.running && this.inFlight === null) this.schedule(0);
  }

  /** Polls at once (after any poll in flight, so the answer is fresh), then resumes the cycle. */
  async pollNow(): Promise<void> {
    if (this.inFlight) await this.inFlight;
    this.clear();
    const run = this.poll().finally(() => {
      this.inFlight = null;
      if (this.running && !this.paused) this.schedule(this.intervalMs);
    });
    this.inFlight = run;
    return run;
  }

  /** Brings the next poll forward (e.g. a second after a connect) without delaying it. */
  pollSoon(ms: number): void {
    if (!this.running || this.paused || this.inFlight) return;
    this.schedule(Math.min(ms, this.intervalMs));
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  private schedule(ms: number): void {
    if (this.disposed) return;
    this.clear();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.pollNow();
    }, ms);
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
