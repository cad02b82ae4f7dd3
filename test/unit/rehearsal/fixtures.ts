/** A small picture of a real account, as the reader hands it to the mirror (already scrubbed). */
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { PushService } from '../../../shared/api/records';

const service = (id: number, fields: Partial<PushService>): PushService => ({
  push_service_id: id, service_name: 'rtmp', type: 'pushpublish', dst_host: null, dst_port: null, dst_stream: `rehearsal-${id}`,
  dst_app: null, dst_appinst: null, host_id: null, stream_id: null, event_name: null, push_source: true, adaptive_group: null,
  app: 'studio', stream: 'program', autopush: false, lock_servers: 0, primary_server: null, backup_server: null,
  relative_playlist: 0, playlist_count: 0, playlist_timeout: 120000, playlist_across_sessions: 0, bitrate_order: 'high2low',
  redundant_playlist: 0, send_ssl: false, playback_ssl: false, addEndListOnDisconnect: false, username: 'relay', password: null,
  ...fields,
});

export function smallPicture(): RehearsalPicture {
  const stream = (name: string, recording: boolean) => ({
    name, recording, connect_time: '2026-11-26 01:00:00', publish_time: '2026-11-26 01:00:02', video_codec: 'H264', audio_codec: 'AAC', pushes: [],
  });
  return {
    cdn: 7001,
    services: [
      service(71, { dst_host: 'partner-a.example', stream: 'program' }),
      service(72, { dst_host: 'partner-b.example', stream: 'program' }),
      service(73, { service_name: 'socialplatform', dst_host: 'social.example', stream: 'cam_a' }),
    ],
    apps: [{ app_id: 55, name: 'studio' }, { app_id: null, name: 'playout' }],
    streams: [
      { app: 'studio', inst: 'live', streams: [stream('program', true), stream('cam_a', true)] },
      { app: 'playout', inst: 'live', streams: [stream('news', false)] },
    ],
    channels: [{ app: 'playout', stream: 'news', playlist: [{ video: 'vod/intro.mp4', start: 0, length: 90, sort_order: 1 }, { video: 'news', start: 0, length: -2, sort_order: 2 }] }],
  };
}
