/**
 * Stored push-publish services, in their wire form (ids and ints as strings, flags as
 * "1"/"0" or booleans as the real records mix them). Passwords are plain here on purpose:
 * the record carries them, and the console must be the one that never shows them.
 */
export type ServiceRow = Record<string, string | boolean | null>;

/** What a push reports when its destination refuses it (a failing host, or a rehearsal's refusal). */
export const REFUSED_REASON = 'Destination refused the connection';

/** Hosts whose pushes always fail, with the reason the session reports. */
export const FAILING_HOSTS: Readonly<Record<string, string>> = {
  'unreachable.example.net': REFUSED_REASON,
};

/** Members every stored record carries, at the spec's defaults. */
const SERVICE_DEFAULTS: ServiceRow = {
  service_name: 'rtmp', type: 'pushpublish', dst_host: null, dst_port: null, dst_stream: null, dst_app: null,
  dst_appinst: null, host_id: null, stream_id: null, event_name: null, push_source: true, adaptive_group: '',
  app: 'demo-origin', stream: 'main', autopush: false, lock_servers: '0', primary_server: '', backup_server: '',
  relative_playlist: '0', playlist_count: '0', playlist_timeout: '120000', playlist_across_sessions: '0',
  bitrate_order: 'high2low', redundant_playlist: '0', send_ssl: false, playback_ssl: false,
  addEndListOnDisconnect: false, username: '', password: '',
};

export function serviceRecord(id: number, fields: ServiceRow): ServiceRow {
  return { push_service_id: String(id), ...SERVICE_DEFAULTS, ...fields };
}

const service = serviceRecord;

/** The first seeded id; generated destinations follow the seven hand-made ones. */
const FIRST_ID = 501;

/**
 * The account's stored services: the seven below (each shows one kind or quirk), or
 * `count` of them — fewer of those, or those and plain RTMP destinations after them (a
 * large account for the scale bench: `sandbox --services 200`).
 */
export function seedServices(count?: number): ServiceRow[] {
  const made = handMade();
  if (count === undefined) return made;
  const more = Array.from({ length: Math.max(0, count - made.length) }, (_, i) => {
    const id = FIRST_ID + made.length + i;
    return service(id, { service_name: 'rtmp', dst_host: `dest-${id}.example`, dst_port: '1935', dst_app: 'live', dst_stream: `feed_${id}`, stream: 'main' });
  });
  return [...made, ...more].slice(0, count);
}

function handMade(): ServiceRow[] {
  return [
    service(501, { service_name: 'hlspartner', type: 'hls', host_id: '3301', stream_id: '880121', event_name: 'Main stage',
      dst_host: 'ingest.hlspartner.example', dst_stream: 'main-stage', lock_servers: '1', primary_server: 'fra-1',
      backup_server: 'iad-1', redundant_playlist: '1', playback_ssl: true, username: 'partner_main', password: 'hls-Pa55-main' }),
    service(502, { service_name: 'rtmp', dst_host: 'rtmp.cdn-relay.example', dst_port: '1935', dst_app: 'live',
      dst_appinst: '_definst_', dst_stream: 'cam1_relay', stream: 'cam_1', username: 'relay', password: 'relay-secret-1' }),
    service(503, { service_name: 'socialplatform', dst_host: 'live-ingest.social.example', dst_stream: 'sk-4f2a-91bc-77de',
      stream: 'main', autopush: true, send_ssl: true }),
    service(504, { service_name: 'rtmp', dst_host: 'unreachable.example.net', dst_port: '1935', dst_app: 'app',
      dst_stream: 'backup_feed', stream: 'cam_2', username: 'backup', password: 'never-works-9' }),
    service(505, { service_name: 'socialplatform', dst_host: 'rtmp.video-site.example', dst_stream: 'vs-key-0042',
      app: 'channel-origin', stream: 'channel1' }),
    service(506, { service_name: 'hlspartner', type: 'hls', host_id: '3302', stream_id: '880122', event_name: 'Backstage',
      dst_stream: 'backstage', stream: 'cam_3', playlist_count: '6', playlist_timeout: '60000', bitrate_order: 'low2high',
      username: 'partner_back', password: 'hls-Pa55-back' }),
    service(507, { service_name: 'rtmp', dst_host: 'audio.radio.example', dst_port: '8000', dst_stream: 'radio_main',
      stream: 'main', username: 'source', password: 'icecast-hackme' }),
  ];
}

/** pushpublish.services filter: the field equals the value or contains it. */
export function serviceMatches(row: ServiceRow, filters: Array<{ key: string; value: string }>): boolean {
  return filters.every(({ key, value }) => {
    const field = row[key];
    if (field === undefined || field === null) return false;
    const text = typeof field === 'boolean' ? (field ? '1' : '0') : field;
    return text === value || text.includes(value) || (typeof field === 'boolean' && String(field) === value);
  });
}
