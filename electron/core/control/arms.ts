/**
 * Arms made through the control API, held in main: a destructive action is armed by one
 * request (nothing sent) and sent by a second that names the arm id, once, before it
 * expires. A spent id (fired, cancelled, expired) is remembered a while so a second fire
 * is refused in words rather than as "unknown". The screen shows every arm (countdown,
 * Esc cancels) from the `control.arms` event this emits on each change. An arm made in a
 * guest's person scope belongs to them: it carries them, every view names them, and only
 * they can fire it.
 */
import { randomUUID } from 'node:crypto';
import type { ControlArm } from '../../../shared/ipc/control';
import type { Clock } from '../deps';
import { currentPerson } from '../audit/person-scope';

/** How long an arm made through the API waits for its fire. */
const CONTROL_ARM_MS = 5000;
/**
 * Spent arm ids remembered, at most: every arm adds one, so a control surface arming all
 * night would grow it for good. A second fire of the same id comes within seconds (a
 * double press, a retried request); 200 covers far more arms than come in that time.
 */
const SPENT_KEPT = 200;

type Spent = 'fired' | 'cancelled' | 'expired';

type TakeResult<T> = { ok: true; arm: ControlArm; payload: T } | { ok: false; message: string };

interface Held<T> {
  arm: ControlArm;
  payload: T;
  until: number;
  timer: ReturnType<typeof setTimeout>;
}

const SPENT_WORDS: Record<Spent, string> = {
  fired: 'Not sent: this arm was already fired; an arm sends once. Arm again to send again.',
  cancelled: 'Not sent: this arm was cancelled (Esc on the console, a DELETE, or an account switch). Arm again.',
  expired: 'Not sent: this arm expired before it was fired. Arm again and fire within the window.',
};

export class ArmRegistry<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly spent = new Map<string, Spent>();

  constructor(
    private readonly clock: Clock,
    private readonly changed: (arms: ControlArm[]) => void,
    readonly windowMs: number = CONTROL_ARM_MS,
  ) {}

  create(action: string, consequence: string, client: string, payload: T): ControlArm {
    const armId = randomUUID();
    const until = this.clock.now() + this.windowMs;
    const person = currentPerson();
    const arm: ControlArm = { armId, action, consequence, client, expiresAt: new Date(until).toISOString(), ...(person ? { person: { id: person.id, name: person.name, address: person.address } } : {}) };
    const timer = setTimeout(() => this.end(armId, 'expired'), this.windowMs);
    timer.unref?.();
    this.held.set(armId, { arm, payload, until, timer });
    this.announce();
    return arm;
  }

  /** The arm's payload, exactly once; afterwards (or when expired, cancelled, unknown) the refusal in words. */
  take(armId: string): TakeResult<T> {
    const h = this.held.get(armId);
    if (h && this.clock.now() >= h.until) this.end(armId, 'expired');
    const held = this.held.get(armId);
    if (!held) {
      const spent = this.spent.get(armId);
      return { ok: false, message: spent ? SPENT_WORDS[spent] : `Not sent: there is no arm ${armId} (an arm made on the screen cannot be fired from here).` };
    }
    const by = currentPerson()?.id;
    if (held.arm.person?.id !== by) return { ok: false, message: `Not sent: ${held.arm.person ? `${held.arm.person.name} armed this; only ${held.arm.person.name} can fire it` : "this console's operator armed this; only they can fire it"}.` };
    this.end(armId, 'fired');
    return { ok: true, arm: held.arm, payload: held.payload };
  }

  cancel(armId: string): boolean {
    if (!this.held.has(armId)) return false;
    this.end(armId, 'cancelled');
    return true;
  }

  /** An account switch: every arm was made for the account before it. */
  cancelAll(): void {
    for (const id of [...this.held.keys()]) this.end(id, 'cancelled', false);
    this.announce();
  }

  list(): ControlArm[] {
    return [...this.held.values()].map((h) => h.arm);
  }

  private end(armId: string, how: Spent, announce = true): void {
    const h = this.held.get(armId);
    if (!h) return;
    clearTimeout(h.timer);
    this.held.delete(armId);
    this.spent.set(armId, how);
    if (this.spent.size > SPENT_KEPT) this.spent.delete(this.spent.keys().next().value!);
    if (announce) this.announce();
  }

  private announce(): void {
    this.changed(this.list());
  }
}
