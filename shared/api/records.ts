/**
 * Records the service returns, decoded from their wire forms into one clean shape.
 * Names stay the spec's member names so a row on screen maps 1:1 to the documentation.
 * Each record schema is built on first use (lazy.ts): a command builds only its own.
 * What stream.active and stream.details report is in stream-records.ts.
 */
import * as z from 'zod';
import { once } from './lazy';
import { withAliases } from './wire/aliases';
import { keyText, optBool, optDatetime, optInt, optText, reqText } from './wire/members';
import { wireRecord } from './wire/record';
import { wireBool, wireDecimal, wireInt, wireNumber } from './wire/scalars';

/**
 * Virtual-usher ticket. `used_date` is null for "never used". Every record below names
 * its key members in wireRecord's second argument: the rest degrade alone.
 */
export const ticketRecord = once(() => wireRecord({
  key: keyText(),
  pass: optText(),
  ip: optText(),
  video: optText(),
  app: optText(),
  created_date: optDatetime(),
  used_date: optDatetime(),
  uses: wireInt().optional().transform((v) => v ?? null),
  active: wireBool().optional().transform((v) => v ?? null),
}, ['key']));
export type Ticket = z.output<ReturnType<typeof ticketRecord>>;

export const ATTEMPT_REASONS = [
  'Invalid Auth Token',
  'Expiration date surpassed',
  'Wrong Application',
  'Exceeded max views',
  'Invalid IP Address',
  'Not authorized for that video',
  'Success',
] as const;
export type AttemptReason = (typeof ATTEMPT_REASONS)[number];

/** One ticket-use attempt (an error-log entry, accepted or rejected). */
export const attemptRecord = once(() => wireRecord({
  key: reqText(),
  datetime: optDatetime(),
  ip: optText(),
  video: optText(),
  app: optText(),
  appinst: optText(),
  pageurl: optText(),
  refurl: optText(),
  success: wireBool(),
  /** One of ATTEMPT_REASONS; other texts are kept as they come. */
  reason: reqText(),
  server_ip: optText(),
}));
export type Attempt = z.output<ReturnType<typeof attemptRecord>>;

/** A stored push-publish service definition. `password` is a secret: never cached or audited. */
export const pushServiceRecord = once(() => wireRecord({
  push_service_id: wireInt(),
  service_name: optText(),
  type: optText(),
  dst_host: optText(),
  dst_port: optInt(),
  dst_stream: optText(),
  dst_app: optText(),
  dst_appinst: optText(),
  host_id: optInt(),
  stream_id: optInt(),
  event_name: optText(),
  push_source: optBool(),
  adaptive_group: optText(),
  app: optText(),
  stream: optText(),
  autopush: optBool(),
  lock_servers: optInt(),
  primary_server: optText(),
  backup_server: optText(),
  relative_playlist: optInt(),
  playlist_count: optInt(),
  playlist_timeout: optInt(),
  playlist_across_sessions: optInt(),
  bitrate_order: optText(),
  redundant_playlist: optInt(),
  send_ssl: optBool(),
  playback_ssl: optBool(),
  addEndListOnDisconnect: optBool(),
  username: optText(),
  password: optText(),
}, ['push_service_id']));
export type PushService = z.output<ReturnType<typeof pushServiceRecord>>;

/** One item of a channel's remaining play order. length -1 = to end of file, -2 = until the live stream ends. */
export const playlistItemRecord = once(() => wireRecord({
  video: keyText(),
  start: wireInt().optional().transform((v) => v ?? 0),
  length: wireInt().optional().transform((v) => v ?? -1),
  sort_order: wireInt().optional().transform((v) => v ?? null),
}, ['video']));
export type PlaylistItem = z.output<ReturnType<typeof playlistItemRecord>>;

/** One stream's outcome of recording.split; `error` is present only when that stream failed. */
export const recordingResultRecord = once(() => wireRecord({
  name: keyText(),
  message: optText(),
  error: optText(),
  file: optText(),
  duration: wireNumber().nullable().optional().transform((v) => v ?? null),
}, ['name']));
export type RecordingResult = z.output<ReturnType<typeof recordingResultRecord>>;

/** An object-store upload request. `results` keeps the store's own member names. */
export const uploadRecord = once(() => wireRecord({
  id: wireInt(),
  cdn_id: optInt(),
  path: optText(),
  destination_path: optText(),
  metadata: z.unknown().optional().transform((v) => v ?? null),
  acl: optText(),
  callback: optText(),
  message: optText(),
  results: z.unknown().optional().transform((v) => v ?? null),
  created: optDatetime(),
  last_updated: optDatetime(),
  status: optInt(),
}, ['id']));
export type Upload = z.output<ReturnType<typeof uploadRecord>>;

/** One usage type of usage.data. Money (rate, cost, est_cost) stays decimal text. */
export const usageEntryRecord = once(() => wireRecord({
  usage: wireNumber(),
  rate: wireDecimal(),
  cost: wireDecimal(),
  est_usage: wireNumber(),
  est_cost: wireDecimal(),
}));
export type UsageEntry = z.output<ReturnType<typeof usageEntryRecord>>;

export const usageTotalRecord = once(() => wireRecord({
  subtotal: wireDecimal(),
  estimated: wireDecimal(),
}));

export const sqlDayRecord = once(() => withAliases({ sqldb_user: ['mysql_user'] }, wireRecord({
  summary_date: keyText(),
  sqldb_user: reqText(),
  select_total: wireNumber(),
  update_total: wireNumber(),
  other_total: wireNumber(),
  binlog_total: wireNumber(),
  cputime_total: wireNumber(),
}, ['summary_date'])));
export type SqlDay = z.output<ReturnType<typeof sqlDayRecord>>;

export const cdnHitsRecord = once(() => wireRecord({
  date: keyText(),
  summary_type: optText(),
  video_backend: reqText(),
  total: wireNumber(),
}, ['date']));
export type CdnHitsRow = z.output<ReturnType<typeof cdnHitsRecord>>;

export const serverDayRecord = once(() => wireRecord({
  date: keyText(),
  server: reqText(),
  bytes_total: wireNumber(),
  requests_total: wireNumber(),
}, ['date']));
export type ServerDayRow = z.output<ReturnType<typeof serverDayRecord>>;

/** A stream user (shape not public; `streamuser_id` is what the notes promise). */
export const streamUserRecord = once(() => withAliases({ streamuser_id: ['id'], user: ['username'] }, wireRecord({
  streamuser_id: wireInt(),
  app: optText(),
  stream: optText(),
  user: optText(),
}, ['streamuser_id'])));
export type StreamUser = z.output<ReturnType<typeof streamUserRecord>>;

/** An application as video.getapps lists it (shape not public). */
export const appRecord = once(() => withAliases({ app_id: ['id', 'application_id'], name: ['app', 'application', 'app_name'] }, wireRecord({
  app_id: optInt(),
  name: keyText(),
}, ['name'])));
export type AppEntry = z.output<ReturnType<typeof appRecord>>;
