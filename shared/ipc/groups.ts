/**
 * IPC channels of destination groups: an account's named sets of stored destinations,
 * made on Live and kept with the account in main. Going live or disconnecting a group
 * runs main's go-live path for each member, so a member already LIVE or CONNECTING is
 * refused there (NOT SENT in Activity) like any Go live; the screen arms a group's
 * disconnect before it calls `disconnect` with the members it armed (a group changed
 * since is refused, nothing sent).
 */
import { z } from 'zod';
import { type DestinationGroup, MAX_GROUP_MEMBERS } from '../domain/groups/group';
import { type ChannelSpec, channel } from './define';

const name = z.string().max(200);
const named = z.strictObject({ name });

/** What one press on a group did: the members sent to, each one the server refused, and each one held back, with why. */
export interface GroupSendValue {
  sent: number[];
  refused: Array<{ id: number; reason: string }>;
  notSent: Array<{ id: number; reason: string }>;
  /** The whole in words ("Sent to 2 of 3; #503 not sent: …"). */
  message: string;
}

export interface GroupReconnectValue {
  group: DestinationGroup;
  /** Whether the members' own reconnect setting was changed too, and if not, why, in words. */
  members: { applied: boolean; message: string };
}

export const groupsChannels = {
  list: channel<DestinationGroup[]>()(z.strictObject({}), "The active account's destination groups"),
  save: channel<DestinationGroup>()(
    z.strictObject({ name, destinations: z.array(z.number().int().nonnegative()).max(MAX_GROUP_MEMBERS) }),
    'Make a group of stored destinations, or set the members of the group of that name',
    { bound: true },
  ),
  remove: channel<null>()(named, 'Delete a group (its destinations are untouched)', { bound: true }),
  live: channel<GroupSendValue>()(named, 'Go live every member not already LIVE or CONNECTING, once each', { bound: true, audits: 'pushpublish.connect' }),
  disconnect: channel<GroupSendValue>()(z.strictObject({ name, members: z.array(z.number().int().nonnegative()).max(MAX_GROUP_MEMBERS).optional() }), 'Disconnect every member that runs (the screen and the control API arm this first, naming the members armed)', {
    bound: true,
    audits: 'pushpublish.disconnect',
  }),
  reconnect: channel<GroupReconnectValue>()(z.strictObject({ name, enabled: z.boolean() }), "Set the group's automatic reconnect, for each of its members", { bound: true }),
} satisfies Record<string, ChannelSpec>;

export type GroupsEvent = { type: 'groups.changed'; profileId: string; groups: DestinationGroup[] };
