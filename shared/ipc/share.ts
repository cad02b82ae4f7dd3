/**
 * IPC channels of sharing a show (the host's side): turn "Share this show" on or off on an
 * interface, see the certificate's fingerprint, invite a person with a role, and keep the
 * list of guests (change a role, revoke). Every one of them is the host's alone: a guest's
 * request for any is refused in main (core/share/route-table.ts).
 */
import { z } from 'zod';
import { CONTROL_SCOPES } from './control';
import type { Role } from '../domain/share/person';
import { type ChannelSpec, channel } from './define';

export interface ShareSettings {
  enabled: boolean;
  /** Listening now. */
  running: boolean;
  /** The interface address it listens on (loopback allowed). */
  address: string;
  /** The port asked for (0: a free one). */
  port: number;
  /** `https://ADDRESS:PORT` while running, else null. */
  url: string | null;
  /** The certificate's SHA-256 (64 lowercase hex), once it was made. */
  fingerprint: string | null;
  /** Why it is not running although on, or null. */
  problem: string | null;
}

/** One address of this machine's network interfaces. */
export interface ShareInterface {
  name: string;
  address: string;
  family: 'IPv4' | 'IPv6';
  internal: boolean;
}

export interface GuestView {
  id: string;
  name: string;
  role: Role;
  /** Where their connection comes from; null before they joined. */
  address: string | null;
  /** ISO time their socket opened; null while not connected. */
  connectedSince: string | null;
  /** ISO time of their last request or connection; null before they joined. */
  lastSeen: string | null;
  /** `invited`: the invitation is not redeemed yet (until `invitedUntil`). */
  state: 'invited' | 'connected' | 'away';
  invitedUntil: string | null;
}

export interface InvitationValue {
  /** `https://HOST:PORT/join?code=CODE#fp=FP` (shared/domain/share/invitation.ts). */
  invitation: string;
  personId: string;
  expiresAt: string;
}

const role = z.enum(CONTROL_SCOPES);
const guestId = z.string().min(1).max(64);

export const shareChannels = {
  settings: channel<ShareSettings>()(z.strictObject({}), "Sharing's settings, whether it listens, and the certificate's fingerprint"),
  interfaces: channel<ShareInterface[]>()(z.strictObject({}), "This machine's network interface addresses, to pick one to share on"),
  configure: channel<ShareSettings>()(
    z.strictObject({ enabled: z.boolean(), address: z.string().min(1).max(64), port: z.number().int().min(0).max(65535) }),
    'Turn sharing on (listening on that address and port, over TLS) or off (every guest closed at once)',
  ),
  invite: channel<InvitationValue>()(
    z.strictObject({ name: z.string().trim().min(1).max(80), role, minutes: z.number().int().min(1).max(24 * 60).default(10) }),
    'A one-time invitation for one named person with a role, valid that many minutes',
  ),
  guests: channel<GuestView[]>()(z.strictObject({}), 'Every invited or joined guest: name, role, address, connected since, last seen'),
  setRole: channel<GuestView[]>()(z.strictObject({ id: guestId, role }), "Change a guest's role; it holds from their next request"),
  revoke: channel<GuestView[]>()(z.strictObject({ id: guestId }), "Revoke a guest: their sockets close at once and their token answers 401"),
} satisfies Record<string, ChannelSpec>;

export type ShareEvent = { type: 'share.changed'; settings: ShareSettings; guests: GuestView[] };
