/**
 * One success body per catalog command with every member its records declare, each
 * record object tagged with the schema that decodes it (so a test knows, member by
 * member, whether the catalog calls it a key).
 */
import type { z } from 'zod';
import { catalog, type CommandName } from '../../../shared/api/catalog';
import {
  appRecord, attemptRecord, cdnHitsRecord, playlistItemRecord, pushServiceRecord,
  recordingResultRecord, serverDayRecord, sqlDayRecord, streamUserRecord, ticketRecord, uploadRecord, usageEntryRecord, usageTotalRecord,
} from '../../../shared/api/records';
import { liveStreamRecord, pushSessionRecord } from '../../../shared/api/stream-records';

type Obj = Record<string, unknown>;
/** Object → the schema that decodes it. */
export const schemaOf = new WeakMap<object, z.ZodType | null>();

function rec<T extends Obj>(schema: z.ZodType | null, obj: T): T {
  schemaOf.set(obj, schema);
  return obj;
}

const ticket = () => rec(ticketRecord(), { key: 'cam_1.53ffc996dd39d5.39102367', pass: 'abcdefghij12', ip: '0.0.0.0/0', video: 'cam_1', app: 'demo-origin', created_date: '2026-11-01 10:00:00', used_date: '0000-00-00 00:00:00', uses: '3', active: '1' });
const attempt = () => rec(attemptRecord(), { key: 'cam_1.53ffc996dd39d5.39102367', datetime: '2026-11-01 10:00:00', ip: '203.0.113.9', video: 'cam_1', app: 'demo-origin', appinst: 'live', pageurl: 'https://a.example/p', refurl: 'https://a.example/', success: '1', reason: 'Success', server_ip: '198.51.100.1' });
const pushService = () => rec(pushServiceRecord(), {
  push_service_id: '12', service_name: 'rtmp', type: 'rtmp', dst_host: 'live.example.net', dst_port: '1935', dst_stream: 'key', dst_app: 'app', dst_appinst: 'inst',
  host_id: '4', stream_id: '5', event_name: 'Event', push_source: true, adaptive_group: 'grp', app: 'demo-origin', stream: 'cam_1', autopush: '0', lock_servers: 0,
  primary_server: 'p', backup_server: 'b', relative_playlist: 0, playlist_count: 0, playlist_timeout: 120000, playlist_across_sessions: 0, bitrate_order: 'high2low',
  redundant_playlist: 0, send_ssl: false, playback_ssl: false, addEndListOnDisconnect: false, username: 'u', password: 'p',
});
const pushSession = () => rec(pushSessionRecord(), { entry_name: 'e1', push_service_id: 12, service_name: 'rtmp', dst_host: 'live.example.net', dst_stream: 'key', status: 'connected', message: 'ok' });
const liveStream = () => rec(liveStreamRecord(), { name: 'cam_1', recording: '1', connect_time: '2026-11-01 10:00:00', publish_time: '2026-11-01 10:00:01', video_codec: 'H264', audio_codec: 'AAC', pushes: [pushSession()] });
const upload = () => rec(uploadRecord(), { id: '7', cdn_id: '1', path: '/a/b.mp4', destination_path: 'bucket/b.mp4', metadata: { a: 1 }, acl: 'private', callback: 'https://cb.example/', message: 'done', results: { etag: 'x' }, created: '2026-11-01 10:00:00', last_updated: '2026-11-01 10:01:00', status: '2' });
const usageEntry = () => rec(usageEntryRecord(), { usage: '1234', rate: '0.0100', cost: '12.34', est_usage: '2000', est_cost: '20.00' });

const envelope = (extra: Obj, code?: number) => ({ status: 'success', message: 'ok', handle_time: '0.0012 seconds', ...(code === undefined ? {} : { code }), ...extra });

function bodyOf(command: CommandName): Obj {
  switch (command) {
    case 'recording.split': return envelope({ streams: [rec(recordingResultRecord(), { name: 'cam_1', message: 'split', error: null, file: 'cam_1_2.mp4', duration: '61.5' })] });
    case 'usage.data': return envelope({ data: rec(null, { 'Edge Requests': usageEntry(), Total: rec(usageTotalRecord(), { subtotal: '12.34', estimated: '20.00' }) }) });
    case 'sqldb.usage': return envelope({ data: [rec(sqlDayRecord(), { summary_date: '2026-11-01', sqldb_user: 'db1', select_total: '10', update_total: '2', other_total: '1', binlog_total: '5', cputime_total: '0.5' })] });
    case 'video.cdnhits': return envelope({ data: [rec(cdnHitsRecord(), { date: '2026-11-01', summary_type: 'daily', video_backend: 'demo-origin', total: '100' })] });
    case 'video.servers': return envelope({ data: [rec(serverDayRecord(), { date: '2026-11-01', server: 'edge1', bytes_total: '1000', requests_total: '10' })] });
    case 'geoblock.update': return envelope({ invalid_codes: ['XX'] });
    case 'channel.currentchannels': return envelope({ playlist: [rec(playlistItemRecord(), { video: 'a.mp4', start: '0', length: '-1', sort_order: '0' })] });
    case 'sevu.status': return envelope({ ticket: ticket() }, 2021);
    case 'sevu.search': return envelope({ tickets: [ticket()] }, 2031);
    case 'sevu.errorlog': return envelope({ errors: [attempt()] }, 2041);
    case 'sevu.errorcount': return envelope({ error_count: '12' }, 2051);
    case 'sevu.removestreamuser': return envelope({}, 2081);
    case 'pushpublish.services': return envelope({ services: [pushService()] });
    case 'pushpublish.connect': return envelope({});
    case 'pushpublish.disconnect': return envelope({});
    case 'cloudstore.status': return envelope({ data: [upload()] });
    case 'sevu.request': return envelope({ key: 'cam_1.53ffc996dd39d5.39102367' });
    case 'sevu.revoke': return envelope({});
    case 'sevu.liststreamusers': return envelope({ streamusers: [rec(streamUserRecord(), { streamuser_id: '1', app: 'demo-origin', stream: 'cam_1', user: 'enc-1' })] });
    case 'pushpublish.add': return envelope({ push_service_id: '13' });
    case 'stream.active': return envelope({ streams: [liveStream()] });
    case 'stream.details': return envelope({ stream: liveStream() });
    case 'video.getapps': return envelope({ apps: [rec(appRecord(), { app_id: '3', name: 'demo-origin' })] });
  }
}

/** A fresh full body of `command`, the top level tagged with the command's response schema. */
export function fullBody(command: CommandName): Obj {
  return rec(catalog[command].response as z.ZodType, bodyOf(command));
}

export interface MemberPath {
  path: Array<string | number>;
  key: boolean;
}

/** Every member of every tagged record in `body`, with whether its record calls it a key. */
export function memberPaths(body: Obj, keysOf: (schema: z.ZodType) => readonly string[]): MemberPath[] {
  const out: MemberPath[] = [];
  const walk = (value: unknown, path: Array<string | number>): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, i]));
    if (value === null || typeof value !== 'object') return;
    const schema = schemaOf.get(value);
    const keys = schema ? keysOf(schema) : [];
    for (const [member, v] of Object.entries(value)) {
      if (schema !== undefined) out.push({ path: [...path, member], key: keys.includes(member) });
      walk(v, [...path, member]);
    }
  };
  walk(body, []);
  return out;
}

/** A copy of `body` with the member at `path` replaced. */
export function replaced(body: Obj, path: ReadonlyArray<string | number>, value: unknown): Obj {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}
