/**
 * The people of a show in main: the arms each view has open (made in its person's scope, so
 * they carry them; every view is told of every arm: `session.arms`) and the two-person rule
 * (two-person-gate.ts). The `session` channels are served from here.
 */
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { SessionArm, sessionChannels } from '../../../shared/ipc/session';
import type { Clock, EventSink } from '../deps';
import { currentPerson } from '../audit/person-scope';
import { ArmRegistry } from '../control/arms';
import { TwoPersonGate } from './two-person-gate';

/** A screen arm's window (renderer/src/components/arm-machine.ts: about 4 s), with a little slack for the trip. */
const SCREEN_ARM_MS = 4500;

export class SessionHub {
  readonly arms: ArmRegistry<null>;
  readonly twoPerson: TwoPersonGate;

  constructor(clock: Clock, events: EventSink) {
    this.arms = new ArmRegistry<null>(clock, (arms) => events.emit({ type: 'session.arms', arms: arms.map(toSessionArm) }), SCREEN_ARM_MS);
    this.twoPerson = new TwoPersonGate(clock, (acts) => events.emit({ type: 'session.waiting', acts }));
  }

  me() {
    return { person: currentPerson() ?? null, twoPerson: this.twoPerson.enabled };
  }
}

function toSessionArm(a: { armId: string; action: string; expiresAt: string; person?: SessionArm['person'] }): SessionArm {
  return { armId: a.armId, action: a.action, person: a.person ?? null, expiresAt: a.expiresAt };
}

export function createSessionHandlers(hub: SessionHub): AreaHandlers<typeof sessionChannels> {
  return {
    me: async () => ok(hub.me()),
    arm: async (input) => ok(toSessionArm(hub.arms.create(input.action, input.action, 'screen', null))),
    disarm: async (input) => {
      const mine = hub.arms.list().find((a) => a.armId === input.armId);
      if (mine === undefined) return ok(null);
      if (mine.person?.id !== currentPerson()?.id) return fail({ kind: 'conflict', message: `Not disarmed: ${mine.person?.name ?? "this console's operator"} armed this; only they can disarm it.` });
      hub.arms.cancel(input.armId);
      return ok(null);
    },
    setTwoPerson: async (input) => {
      if (currentPerson() !== undefined) return fail({ kind: 'conflict', message: "Not changed: only the host's operator can turn the two-person rule on or off." });
      hub.twoPerson.set(input.enabled);
      return ok(hub.me());
    },
  };
}
