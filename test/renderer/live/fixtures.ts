/** Snapshots and services for Live renderer tests. */
import { type Destination, NO_RECONNECT } from '../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { PushServiceView } from '../../../shared/ipc/live';

/** One board row (defaults: a direct push `yt`, LIVE on demo-origin/live). */
export function dest(over: Partial<Destination>): Destination {
  return {
    key: 'entry:yt', label: 'yt (videosite)', pushServiceId: null, entryName: 'yt', app: 'demo-origin', inst: 'live', stream: 'main',
    state: 'live', reason: null, since: '2026-11-22T10:00:00.000Z', liveSince: '2026-11-22T10:00:00.000Z', stored: false, deliberate: false,
    actionTick: 0, acceptedAt: null, before: null, awaiting: null, reconnect: NO_RECONNECT, ...over,
  };
}

export function snapshot(over: Partial<SessionsSnapshot> = {}): SessionsSnapshot {
  return {
    profileId: 'sandbox',
    target: { app: 'demo-origin', inst: 'live' },
    streams: ['cam_1', 'cam_2', 'main'].map((name) => ({ name, recording: true, publishTime: null, videoCodec: 'H.264', audioCodec: 'AAC', pushCount: 0 })),
    board: [],
    fetchedAt: '2026-11-22T10:00:00.000Z',
    pollError: null,
    failingSince: null,
    intervalMs: 5000,
    // The fixture's read is days old by the test clock: STALE is asked for where a test means it.
    staleAfterMs: Number.MAX_SAFE_INTEGER,
    idle: false,
    selected: [],
    onAirElsewhere: [],
    ...over,
  };
}

export function service(id: number, over: Partial<PushServiceView> = {}): PushServiceView {
  return {
    push_service_id: id, service_name: 'rtmp', type: null, dst_host: `h${id}.example`, dst_port: null, dst_stream: 'secretkey1234',
    dst_app: null, dst_appinst: null, host_id: null, stream_id: null, event_name: null, push_source: true, adaptive_group: null,
    app: 'demo-origin', stream: 'main', autopush: false, lock_servers: 0, primary_server: null, backup_server: null,
    relative_playlist: 0, playlist_count: 0, playlist_timeout: 120000, playlist_across_sessions: 0, bitrate_order: 'high2low',
    redundant_playlist: 0, send_ssl: false, playback_ssl: false, addEndListOnDisconnect: false, username: null,
    password: null, password_set: false, ...over,
  };
}
