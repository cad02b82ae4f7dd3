/**
 * Alert incidents as every view sees them: what alerted and is not over yet, and the
 * acknowledgement that mutes its repeats (its recovery is still sent). The policy is
 * main's (shared/domain/alerts/policy.ts); a view, the control API and Companion only ask.
 */
import { z } from 'zod';
import type { OpenIncident } from '../domain/alerts/policy-types';
import { type ChannelSpec, channel } from './define';

export type { OpenIncident } from '../domain/alerts/policy-types';

export interface AcknowledgeValue {
  /** The incidents this acknowledgement muted (none when all were acknowledged already). */
  acknowledged: OpenIncident[];
  /** In words, for the press's DONE and the Activity entry. */
  message: string;
}

export const acknowledgeInput = z.strictObject({
  /** One incident; absent or null: every open one (of `account`, when named). */
  incident: z.string().min(1).max(400).nullable().default(null),
  account: z.string().min(1).max(200).nullable().default(null),
});

export const incidentsChannels = {
  list: channel<OpenIncident[]>()(z.strictObject({}), 'Every open alert incident of every account, oldest first, and whether it is acknowledged'),
  acknowledge: channel<AcknowledgeValue>()(acknowledgeInput, 'Acknowledge an alert incident, or every open one: its repeats stop, its recovery is still sent'),
} satisfies Record<string, ChannelSpec>;

export type IncidentsEvent = { type: 'incidents.changed'; incidents: OpenIncident[] };
