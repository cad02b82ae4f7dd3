/**
 * A rehearsal mirror's account, built from a picture of a real account (already scrubbed
 * of every secret by the reader) instead of the seed: its applications, stored services
 * in wire form, live streams, channels and the pushes the picture holds: a push read as
 * error is held failed here too, with its message, so a rehearsal meets what the real run
 * will. A picture seeded "all off" (shared/domain/rehearsal/seed.ts) holds none.
 */
import type { PushService } from '../../../shared/api/records';
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { SandboxApp } from '../account';
import type { Channel } from './channels';
import type { LiveStream } from './live';
import type { PushSession } from './push-sessions';
import { type ServiceRow, serviceRecord } from './push-services';

/** Apps without an id in the picture get one from here (the service may not show ids). */
const FIRST_FREE_APP_ID = 9001;
/** A channel item with no length of its own (-1, -2) holds the mirror's schedule this long. */
const OPEN_SLOT_SEC = 600;

export function pictureApps(p: RehearsalPicture): SandboxApp[] {
  return p.apps.map((a, i) => {
    const read = p.streams.filter((s) => s.app === a.name);
    return {
      app_id: a.app_id ?? FIRST_FREE_APP_ID + i,
      name: a.name,
      instances: [...new Set(read.map((s) => s.inst))],
      streams: read.flatMap((s) => s.streams.map((x) => x.name)),
    };
  });
}

/** Back to the wire's strings, as every stored row of the sandbox is kept. */
export function pictureServices(p: RehearsalPicture): ServiceRow[] {
  return p.services.map((s: PushService) => {
    const fields: ServiceRow = {};
    for (const [k, v] of Object.entries(s)) {
      if (k === 'push_service_id' || v === undefined) continue;
      fields[k] = typeof v === 'number' ? String(v) : (v as string | boolean | null);
    }
    return serviceRecord(s.push_service_id, fields);
  });
}

const secOf = (datetime: string | null, fallback: number): number => {
  const t = datetime === null ? Number.NaN : Date.parse(`${datetime.replace(' ', 'T')}Z`);
  return Number.isFinite(t) ? Math.floor(t / 1000) : fallback;
};

export function pictureStreams(p: RehearsalPicture, nowSec: number): LiveStream[] {
  return p.streams.flatMap(({ app, inst, streams }) =>
    streams.map((s) => {
      const connectSec = secOf(s.connect_time, nowSec);
      return {
        app, inst, name: s.name, connectSec,
        publishSec: secOf(s.publish_time, connectSec),
        videoCodec: s.video_codec ?? '', audioCodec: s.audio_codec ?? '',
        recording: s.recording === true,
        segmentStartSec: nowSec, lastSplitMs: null, lastSplitFile: null,
      };
    }),
  );
}

export function pictureChannels(p: RehearsalPicture, nowSec: number): Channel[] {
  return p.channels.map((c) => ({
    app: c.app,
    name: c.stream,
    repeat: false,
    startedSec: nowSec,
    listKey: 'playlist',
    items: c.playlist.map((item, i) => ({
      video: item.video, start: item.start, length: item.length,
      sort_order: item.sort_order ?? i + 1,
      slotSec: item.length > 0 ? item.length : OPEN_SLOT_SEC,
    })),
  }));
}

/** The picture's pushes as sessions: connected ones settled already, failed ones held with their message. */
export function picturePushes(p: RehearsalPicture, nowMs: number, connectDelayMs: number): PushSession[] {
  return p.streams.flatMap(({ app, inst, streams }) => streams.flatMap((s) => s.pushes.map((push): PushSession => {
    const id = push.push_service_id ?? null;
    const failed = push.status === 'error';
    return {
      app, inst, stream: s.name,
      entry_name: push.entry_name ?? (id !== null ? `push_${id}_${s.name}` : `push_${s.name}`),
      push_service_id: id, service_name: push.service_name ?? '', dst_host: push.dst_host ?? '', dst_stream: push.dst_stream ?? '',
      startedAtMs: push.status === 'connecting' ? nowMs : nowMs - connectDelayMs,
      ...(failed ? { droppedReason: push.message ?? 'Push failed' } : {}),
    };
  })));
}
