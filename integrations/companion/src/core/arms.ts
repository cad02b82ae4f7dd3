/**
 * The module keeps the arm ids itself, per button, so no button needs a variable set up.
 * Two-step: the first press arms, a press while that arm lives fires it. Hold-to-fire:
 * press arms and fires after the hold; a release before then cancels the arm at the
 * console, so nothing is sent to the account. An arm is forgotten when the console's
 * expiry passes: a late second press arms again instead of firing a spent arm.
 */
import type { ApiReply, ApiRequest } from './contract';
import { requests } from './requests';

export type Outcome =
  | { kind: 'armed'; armId: string; action: string }
  | { kind: 'fired' | 'cancelled'; armId: string }
  | { kind: 'refused'; status: number; message: string };

type Call = (req: ApiRequest) => Promise<ApiReply>;

interface Held {
  armId: string;
  expiresAt: number;
  /** A hold's delayed fire. */
  timer: ReturnType<typeof setTimeout> | null;
  /** Forgets the arm when the console's expiry passes, so a button stops showing it. */
  expiry: ReturnType<typeof setTimeout>;
}

const refusal = (r: ApiReply): Outcome => ({ kind: 'refused', status: r.status, message: typeof r.body.message === 'string' ? r.body.message : `The console answered ${String(r.status)}` });

export class Arms {
  private readonly held = new Map<string, Held>();
  /** Keys released while their arm request was still on the way: cancelled when it lands. */
  private readonly released = new Set<string>();

  constructor(
    private readonly call: Call,
    private readonly report: (key: string, o: Outcome) => void,
    private readonly onCount: (n: number) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  count(): number {
    return this.held.size;
  }

  /** The console's ids of the arms the module holds (the console lists them among its own too). */
  ids(): string[] {
    return [...this.held.values()].map((h) => h.armId);
  }

  /** Whether this button holds a live arm (its PRESS AGAIN). */
  has(key: string): boolean {
    return this.alive(key) !== null;
  }

  /** Two-step: arms on the first press, fires on the next press within the arm's life. */
  async press(key: string, arm: ApiRequest): Promise<Outcome> {
    const live = this.alive(key);
    return live ? this.fire(key, live) : this.arm(key, arm);
  }

  /** Hold-to-fire: arms now and fires after `holdMs` unless released first. */
  async hold(key: string, arm: ApiRequest, holdMs: number): Promise<Outcome> {
    this.released.delete(key);
    const o = await this.arm(key, arm);
    const h = this.held.get(key);
    if (o.kind !== 'armed' || !h) return o;
    if (this.released.delete(key)) return this.cancel(key, h);
    h.timer = setTimeout(() => void this.fire(key, h).then((f) => this.report(key, f)), holdMs);
    return o;
  }

  async release(key: string): Promise<Outcome | null> {
    const h = this.held.get(key);
    if (!h) {
      this.released.add(key);
      return null;
    }
    return h.timer === null ? null : this.cancel(key, h);
  }

  /** Cancels every arm the module holds (the connection is going away). */
  async cancelAll(): Promise<void> {
    await Promise.all([...this.held.entries()].map(([key, h]) => this.cancel(key, h)));
  }

  private alive(key: string): Held | null {
    const h = this.held.get(key);
    if (h && h.expiresAt <= this.now()) this.forget(key);
    return this.held.get(key) ?? null;
  }

  private forget(key: string): void {
    const h = this.held.get(key);
    if (h?.timer) clearTimeout(h.timer);
    if (h) clearTimeout(h.expiry);
    if (this.held.delete(key)) this.onCount(this.held.size);
  }

  private async arm(key: string, req: ApiRequest): Promise<Outcome> {
    const r = await this.call(req);
    if (r.status !== 202 || typeof r.body.armId !== 'string') return refusal(r);
    const armId = r.body.armId;
    const lifeMs = Number(r.body.expiresInMs ?? 0);
    this.forget(key);
    const expiry = setTimeout(() => this.forget(key), lifeMs);
    expiry.unref?.();
    this.held.set(key, { armId, expiresAt: this.now() + lifeMs, timer: null, expiry });
    this.onCount(this.held.size);
    return { kind: 'armed', armId, action: String(r.body.action ?? '') };
  }

  private async fire(key: string, h: Held): Promise<Outcome> {
    this.forget(key);
    const r = await this.call(requests.fire(h.armId));
    return r.status === 200 ? { kind: 'fired', armId: h.armId } : refusal(r);
  }

  private async cancel(key: string, h: Held): Promise<Outcome> {
    this.forget(key);
    const r = await this.call(requests.cancel(h.armId));
    return r.status === 200 ? { kind: 'cancelled', armId: h.armId } : refusal(r);
  }
}
