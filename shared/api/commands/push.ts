import * as z from 'zod';
import { PUSH_MEMBER_LABELS, pushKindOf } from '../../domain/push-kinds';
import { defineCommand } from '../define';
import { once } from '../lazy';
import { responseOf } from '../envelope';
import { pushServiceRecord } from '../records';
import { wireArray } from '../wire/lists';
import { withListMember } from '../wire/list-member';
import { reqBool, reqFlagInt, reqInt } from '../wire/requests';
import { wireInt } from '../wire/scalars';

const text = once(() => z.string().trim().min(1, 'must not be empty'));
const port = once(() => reqInt().pipe(z.number().int().min(1, 'port is 1–65535').max(65535, 'port is 1–65535')));
/** Host address without protocol or port (spec: dst_host). */
const host = once(() => z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]+$/, 'a host name or address, without protocol or port'));

/** Playlist options shared by stored services and direct connects, with the spec's defaults noted. */
const playlistOptions = once(() => ({
  push_source: reqBool().optional(),
  redundant_playlist: reqFlagInt().optional(),
  playlist_count: reqInt().pipe(z.number().int().nonnegative()).optional(),
  playlist_timeout: reqInt().pipe(z.number().int().nonnegative()).optional(),
  playlist_across_sessions: reqFlagInt().optional(),
  relative_playlist: reqFlagInt().optional(),
  bitrate_order: z.enum(['high2low', 'low2high']).optional(),
  send_ssl: reqBool().optional(),
  playback_ssl: reqBool().optional(),
  addEndListOnDisconnect: reqBool().optional(),
}));

/** The spec's defaults for the playlist options (Stored push service table). */
export const PLAYLIST_DEFAULTS = {
  push_source: true,
  redundant_playlist: 0,
  playlist_count: 0,
  playlist_timeout: 120000,
  playlist_across_sessions: 0,
  relative_playlist: 0,
  bitrate_order: 'high2low',
  send_ssl: false,
  playback_ssl: false,
  addEndListOnDisconnect: false,
} as const;

/** Built on first use, like every catalog schema (lazy.ts). */
const connectShape = once(() => z.strictObject({
  push_service_id: reqInt().optional(),
  app: text().optional(),
  inst: text().optional(),
  stream: text().optional(),
  service_name: text().optional(),
  dst_stream: text().optional(),
  entry_name: text().optional(),
  adaptive_group: text().optional(),
  host_id: text().optional(),
  stream_id: reqInt().optional(),
  event_name: text().optional(),
  dst_host: host().optional(),
  dst_port: port().optional(),
  dst_app: text().optional(),
  dst_appinst: text().optional(),
  dst_user: text().optional(),
  dst_pass: z.string().min(1).optional(),
  ...playlistOptions(),
  origin_url: text().optional(),
  server_tag: text().optional(),
}));

type ConnectRequest = z.output<ReturnType<typeof connectShape>>;

function requireMember(v: Record<string, unknown>, ctx: z.RefinementCtx, member: string, why: string): void {
  if (v[member] === undefined) ctx.addIssue({ code: 'custom', path: [member], message: `${member} is required ${why}` });
}

/** Stored mode needs the service id and the instance; direct mode needs the session's whole identity and the kind's members. */
function checkConnect(v: ConnectRequest, ctx: z.RefinementCtx): void {
  const rec = v as Record<string, unknown>;
  requireMember(rec, ctx, 'inst', 'in both modes');
  if (v.push_service_id !== undefined) return;
  for (const m of ['app', 'stream', 'service_name', 'dst_stream', 'entry_name']) {
    requireMember(rec, ctx, m, 'when connecting without a push_service_id');
  }
  const kind = pushKindOf(v.service_name);
  for (const m of kind?.required ?? []) {
    if (rec[m] === undefined) {
      ctx.addIssue({ code: 'custom', path: [m], message: `${kind!.label} pushes need a ${PUSH_MEMBER_LABELS[m]} (${m})` });
    }
  }
}

export const pushpublishConnect = defineCommand({
  name: 'pushpublish.connect',
  title: 'Connect push',
  area: 'push',
  summary: 'Start pushing a live stream or channel to an outside destination (stored or direct mode)',
  request: () => connectShape().superRefine(checkConnect),
  response: () => responseOf({}),
  mutates: true,
  idempotent: false,
  documented: true,
  note: 'origin_url and server_tag are listed required but have defaults / apply only to locked services; both are optional here.',
});

export const pushpublishDisconnect = defineCommand({
  name: 'pushpublish.disconnect',
  title: 'Disconnect push',
  area: 'push',
  summary: 'Stop one push session (by stored service or entry name); entry_name * stops every push',
  request: () => z
    .strictObject({
      push_service_id: reqInt().optional(),
      app: text(),
      inst: text(),
      stream: text().optional(),
      entry_name: text().optional(),
      origin_url: text().optional(),
    })
    .superRefine((v, ctx) => {
      if ((v.push_service_id === undefined) === (v.entry_name === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['entry_name'], message: 'give either push_service_id or entry_name (* for all)' });
      }
    }),
  response: () => responseOf({}),
  mutates: true,
  idempotent: true,
  documented: true,
});

/** One filter of pushpublish.services: a record matches when `key`'s field equals or contains `value`. */
export const pushServiceFilter = once(() => z.strictObject({ key: text(), value: z.string() }));

/**
 * `filters` as the service documents it: a JSON object `{"service_name":"facebook"}` (the
 * PHP example's `array('service_name' => 'facebook')`). Callers may also give a list of
 * {key, value} pairs; either way the object is what is sent.
 */
const serviceFilters = once(() => z
  .union([z.record(text(), z.string()), z.array(pushServiceFilter())])
  .transform((f): Record<string, string> => (Array.isArray(f) ? Object.fromEntries(f.map(({ key, value }) => [key, value])) : f)));

export const pushpublishServices = defineCommand({
  name: 'pushpublish.services',
  title: 'List push services',
  area: 'push',
  summary: 'List stored push-publish services, optionally filtered (field equals or contains value)',
  request: () => z.strictObject({ filters: serviceFilters().optional() }),
  response: () => withListMember({ member: 'services', noun: 'stored push services' }, responseOf({ services: wireArray(pushServiceRecord()) }, ['services'])),
  mutates: false,
  idempotent: true,
  documented: true,
  note: 'The spec says "array of key/value pairs": PHP\'s associative array, a JSON object in the public example; that is what is sent.',
});

export const pushpublishAdd = defineCommand({
  name: 'pushpublish.add',
  title: 'Add push service',
  area: 'push',
  summary: 'Store a push-publish service definition',
  request: () => z.strictObject({
    service_name: text(),
    app: text().optional(),
    stream: text().optional(),
    dst_host: host().optional(),
    dst_port: port().optional(),
    dst_stream: text().optional(),
    dst_app: text().optional(),
    dst_appinst: text().optional(),
    host_id: reqInt().optional(),
    stream_id: reqInt().optional(),
    event_name: text().optional(),
    adaptive_group: text().optional(),
    autopush: reqBool().optional(),
    lock_servers: reqFlagInt().optional(),
    primary_server: text().optional(),
    backup_server: text().optional(),
    username: text().optional(),
    password: z.string().min(1).optional(),
    ...playlistOptions(),
  }),
  response: () => responseOf({ push_service_id: wireInt().optional() }),
  mutates: true,
  idempotent: false,
  documented: false,
  note: 'Shape not public: members follow the stored-service record; the new push_service_id is read when present.',
});
