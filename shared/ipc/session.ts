/**
 * IPC channels of the person using this view of a show ("Several operators"): who am I
 * here (null: this console's own operator, with every right; else a guest of the host, with
 * a role), the arms every person has open (each view shows them all: "Ana armed Disconnect
 * #502, 4 s"), and the optional two-person rule for destructive acts.
 */
import { z } from 'zod';
import type { AuditPerson } from '../domain/audit';
import type { Person } from '../domain/share/person';
import { type ChannelSpec, channel } from './define';

/** An arm open on some view of the show: what it would do, who armed it, until when. */
export interface SessionArm {
  armId: string;
  /** "Disconnect #502 YouTube main" */
  action: string;
  /** null: this console's own operator. */
  person: AuditPerson | null;
  expiresAt: string;
}

/** A destructive act waiting for a second person under the two-person rule. */
export interface WaitingAct {
  action: string;
  first: AuditPerson;
  until: string;
}

export interface SessionMe {
  /** null: this console's own operator, who may do everything. */
  person: Person | null;
  /** The two-person rule is on: a destructive act needs a second person's press. */
  twoPerson: boolean;
}

export const sessionChannels = {
  me: channel<SessionMe>()(z.strictObject({}), 'Who this view acts as: the local operator (null) or a guest with a role; and whether the two-person rule is on'),
  arm: channel<SessionArm>()(z.strictObject({ action: z.string().min(1).max(300) }), 'Tell every view that this person armed an action (shown with their name and countdown)'),
  disarm: channel<null>()(z.strictObject({ armId: z.string().min(1) }), 'This person disarmed, fired or let run out their arm'),
  setTwoPerson: channel<SessionMe>()(z.strictObject({ enabled: z.boolean() }), "Turn the two-person rule for destructive acts on or off (the host's operator only)"),
} satisfies Record<string, ChannelSpec>;

export type SessionEvent = { type: 'session.arms'; arms: SessionArm[] } | { type: 'session.waiting'; acts: WaitingAct[] };
