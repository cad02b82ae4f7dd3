/**
 * A queue per target: its alerts go one after another, each with its bounded tries, and
 * nothing on the show's paths ever waits for it. While a target is down its queue holds at
 * most `cap` alerts; past that the oldest repeat goes first (a newer repeat says the same,
 * later), else the oldest alert, and the drops are counted for the screen and Activity.
 */
import type { Alert } from '../../../shared/domain/alerts/alert';

export const DEFAULT_QUEUE_CAP = 20;

export class TargetQueue {
  private readonly items: Alert[] = [];
  private busy = false;
  /** Alerts dropped unsent since the app started, and since the last one that went. */
  dropped = 0;
  droppedSinceSent = 0;
  private idle: Array<() => void> = [];

  constructor(
    private readonly cap: number,
    private readonly run: (alert: Alert, droppedBefore: number) => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Alerts waiting or being sent now. */
  get size(): number {
    return this.items.length + (this.busy ? 1 : 0);
  }

  push(alert: Alert): void {
    this.items.push(alert);
    if (this.items.length > this.cap) {
      const repeat = this.items.findIndex((a) => a.phase === 'repeat');
      this.items.splice(repeat >= 0 ? repeat : 0, 1);
      this.dropped++;
      this.droppedSinceSent++;
    }
    if (!this.busy) void this.pump();
  }

  /** Empties the queue (the target was deleted, or the app closes). */
  clear(): void {
    this.items.length = 0;
  }

  /** Resolves when nothing waits or is being sent. */
  settled(): Promise<void> {
    return this.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  private async pump(): Promise<void> {
    this.busy = true;
    for (let next = this.items.shift(); next !== undefined; next = this.items.shift()) {
      const dropped = this.droppedSinceSent;
      this.droppedSinceSent = 0;
      try {
        await this.run(next, dropped);
      } catch (err) {
        this.onError(err);
      }
    }
    this.busy = false;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }
}
