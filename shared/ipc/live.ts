/**
 * IPC channels of the Live area: push publishing, recording splits, channel playlists,
 * geo blocking. Every command-shaped input reuses the catalog's request schema, so the
 * router rejects exactly what the client would. Mutating channels go through the
 * gateway: audited, single-flight, never resent. Those are account-bound (define.ts):
 * they carry the account they were prepared on and are refused under another.
 */
import { z } from 'zod';
import { catalog } from '../api/catalog';
import { pushServiceFilter } from '../api/commands/push';
import type { PushService } from '../api/records';
import type { GeoApplied } from '../domain/live/geo';
import type { LedgerRow } from '../domain/live/ledger';
import type { PlaylistView } from '../domain/live/playlist';
import type { DestState } from '../domain/live/board';
import type { SessionsSnapshot } from '../domain/live/sessions';
import { MAX_POLL_MS, MIN_POLL_MS } from '../domain/live/sessions';
import { type ChannelSpec, channel } from './define';

const name = z.string().trim().min(1, 'must not be empty');
const target = z.strictObject({ app: name, inst: name });
const geoTarget = z.strictObject({ app: name, stream: z.string().trim().min(1).optional() });

/** A stored service as the renderer sees it: the password is never included, only whether one is set. */
export type PushServiceView = PushService & { password: null; password_set: boolean };

export interface ServicesValue {
  services: PushServiceView[];
  fetchedAt: string;
}

/** How one destination of a Go live (or a single connect / retry) ended; its board row shows the same. */
export interface DestinationResult {
  /** Position in the request. */
  index: number;
  /** The destination's board row. */
  key: string;
  label: string;
  /** accepted = the server accepted the connect (the board then shows it live when the server lists it). */
  outcome: 'accepted' | 'failed' | 'unknown' | 'not_sent';
  state: DestState;
  message: string;
  latencyMs: number | null;
}

export interface ReconnectSetting {
  key: string;
  enabled: boolean;
}

export interface GoLiveValue {
  results: DestinationResult[];
  totalMs: number;
}

export interface DisconnectValue {
  message: string;
  /** `*` when every push of the account was disconnected. */
  entryName: string | null;
}

export interface SplitValue {
  rows: LedgerRow[];
}

export interface PlaylistValue extends PlaylistView {
  app: string;
  stream: string;
  appinst: string | null;
  fetchedAt: string;
}

export interface GeoApplyValue {
  applied: GeoApplied;
  message: string;
}

export const liveChannels = {
  services: channel<ServicesValue>()(
    z.strictObject({ filters: z.array(pushServiceFilter()).max(20).optional() }),
    'Stored push services (passwords masked), optionally filtered; cached for offline display',
  ),
  watch: channel<SessionsSnapshot>()(
    z.strictObject({
      target: target.nullable(),
      intervalMs: z.number().int().min(MIN_POLL_MS).max(MAX_POLL_MS).optional(),
    }),
    "Choose the active account's application/instance whose streams and push sessions main polls (kept with the account); returns a fresh snapshot",
  ),
  view: channel<null>()(
    z.strictObject({ viewId: z.string().regex(/^[\w-]{1,64}$/, 'must be 1–64 letters, digits, - or _'), state: z.enum(['visible', 'hidden', 'gone']) }),
    'A view (window, tab) says whether it is visible, or that it left: main polls while any view is visible or anything is on air',
  ),
  select: channel<SessionsSnapshot>()(
    z.strictObject({ ids: z.array(z.number().int().nonnegative()).max(500) }),
    "Set the account's Go live selection (stored service ids), shared by every view",
    { bound: true },
  ),
  retry: channel<GoLiveValue>()(
    z.strictObject({ key: z.string().min(1).max(200) }),
    'Send again what was last sent to a destination; when the server still holds its failed push, disconnect that push first',
    { bound: true, audits: 'pushpublish.connect' },
  ),
  reconnect: channel<ReconnectSetting>()(
    z.strictObject({ key: z.string().min(1).max(200), enabled: z.boolean() }),
    'Turn automatic reconnect of one destination on or off (off by default); off stops its tries at once',
    { bound: true },
  ),
  checkStatus: channel<SessionsSnapshot>()(
    z.strictObject({}),
    "Read every application/instance the account's destinations involve now; an UNKNOWN destination is resolved to what the server lists",
  ),
  connect: channel<GoLiveValue>()(
    z.strictObject({ connects: z.array(catalog['pushpublish.connect'].request).min(1).max(50) }),
    'Connect one or more pushes in parallel (Go live); each answer is a transition of its destination on the board; LIVE or CONNECTING destinations are refused',
    { bound: true, audits: 'pushpublish.connect' },
  ),
  disconnect: channel<DisconnectValue>()(catalog['pushpublish.disconnect'].request, 'Disconnect one push, or every push of the account with entry_name *', {
    bound: true,
    audits: 'pushpublish.disconnect',
  }),
  split: channel<SplitValue>()(catalog['recording.split'].request, 'Split the recording of a stream or of every stream matching a * pattern', {
    bound: true,
    audits: 'recording.split',
  }),
  ledger: channel<LedgerRow[]>()(z.strictObject({}), "The active account's splits made from this console, newest first"),
  playlist: channel<PlaylistValue>()(catalog['channel.currentchannels'].request, "A channel's remaining play order with its wrap and total"),
  geoLastApplied: channel<GeoApplied | null>()(geoTarget, 'The last geo set applied from this console to this target on the active account'),
  geoApply: channel<GeoApplyValue>()(catalog['geoblock.update'].request, 'Set the allowed geo codes of a target; no geo_codes = allow all', {
    bound: true,
    audits: 'geoblock.update',
  }),
} satisfies Record<string, ChannelSpec>;

/** A session that was live failed or vanished: the renderer raises a banner / notification. */
export interface SessionLost {
  key: string;
  label: string;
  stream: string | null;
  to: 'failed' | 'disappeared';
  reason: string;
  at: string;
  /** The account whose destination it is (a show off screen runs too). */
  account?: { id: string; name: string };
}

/** The one wording of a lost destination, naming its account: the notice in main and the browser notification. */
export function lostTitle(lost: Pick<SessionLost, 'to' | 'label' | 'account'>): string {
  const on = lost.account === undefined ? '' : ` on ${lost.account.name}`;
  return `Push ${lost.to === 'failed' ? 'failed' : 'disappeared'}${on}: ${lost.label}`;
}

/** What a lost destination's notice is about: it ends (notice.resolved) when that row is back LIVE or stopped on purpose. */
export function lostCause(account: string, key: string): string {
  return `lost ${account} ${key}`;
}

export type LiveEvent =
  | { type: 'live.sessions'; snapshot: SessionsSnapshot }
  | { type: 'live.session.lost'; lost: SessionLost }
  | { type: 'live.ledger.appended'; rows: LedgerRow[] };
