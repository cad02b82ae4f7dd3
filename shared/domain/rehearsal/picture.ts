/**
 * What a rehearsal mirror is built from: the active account's read-only picture, read
 * with READ commands only and decoded by the catalog's own record schemas, every secret
 * member scrubbed (scrub.ts) before it leaves the reader. The mirror sandbox seeds its
 * stored services, applications, live streams and channels from it.
 */
import type { AppEntry, PlaylistItem, PushService } from '../../api/records';
import type { LiveStream } from '../../api/stream-records';

export interface PictureStreams {
  app: string;
  inst: string;
  /** stream.active of that instance; running pushes included (their stream keys scrubbed). */
  streams: LiveStream[];
}

export interface PictureChannel {
  app: string;
  /** The channel's name (channel.currentchannels `stream`). */
  stream: string;
  playlist: PlaylistItem[];
}

export interface RehearsalPicture {
  /** The real account's id (cdn): the mirror answers under the same one, so cues naming it run unchanged. */
  cdn: number;
  services: PushService[];
  apps: AppEntry[];
  streams: PictureStreams[];
  channels: PictureChannel[];
}
