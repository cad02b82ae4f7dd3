/**
 * Channel playlists. The playing position follows the sandbox clock: each item lasts its
 * length (-1: the VOD file's own duration, -2: a live item, given a fixed slot here).
 * channel1 repeats and starts mid-list so the wrap shows; channel2 does not repeat and
 * holds a live item (-2) and a whole VOD (-1).
 */
export interface ChannelItem {
  video: string;
  start: number;
  length: number;
  sort_order: number;
  /** Seconds this item occupies in the schedule. */
  slotSec: number;
}

export interface Channel {
  /** The application serving it (the spec's default: channel-origin). */
  app: string;
  name: string;
  repeat: boolean;
  items: ChannelItem[];
  /** Unix seconds when item 0 first started. */
  startedSec: number;
  /** The response key the sandbox uses for this channel (the real one is unknown). */
  listKey: 'playlist' | 'videos';
}

const item = (video: string, start: number, length: number, sort: number, slotSec: number): ChannelItem => ({
  video, start, length, sort_order: sort, slotSec,
});

export function seedChannels(nowSec: number): Channel[] {
  const c1 = [
    item('vodstore/demo/intro/opening.mp4', 0, 120, 1, 120),
    item('vodstore/demo/shows/episode-01.mp4', 30, 900, 2, 900),
    item('cam_1', 0, 600, 3, 600),
    item('vodstore/demo/shows/episode-02.mp4', 0, -1, 4, 1500),
    item('vodstore/demo/ads/break-a.mp4', 0, 60, 5, 60),
    item('vodstore/demo/shows/episode-03.mp4', 0, -1, 6, 1320),
  ];
  const c2 = [
    item('vodstore/demo/intro/opening.mp4', 0, 120, 1, 120),
    item('main', 0, -2, 2, 3600),
    item('vodstore/demo/archive/keynote.mp4', 0, -1, 3, 2700),
    item('vodstore/demo/intro/closing.mp4', 0, 90, 4, 90),
  ];
  // channel1 is 200 s into its 4th item now, so items 1–3 are already played.
  const played1 = 120 + 900 + 600 + 200;
  return [
    { app: 'channel-origin', name: 'channel1', repeat: true, items: c1, startedSec: nowSec - played1, listKey: 'playlist' },
    { app: 'channel-origin', name: 'channel2', repeat: false, items: c2, startedSec: nowSec - 60, listKey: 'videos' },
  ];
}

/** The index of the item playing at `nowSec` (null when a non-repeating channel ended). */
function currentIndex(ch: Channel, nowSec: number): number | null {
  const total = ch.items.reduce((sum, i) => sum + i.slotSec, 0);
  let elapsed = Math.max(0, nowSec - ch.startedSec);
  if (elapsed >= total) {
    if (!ch.repeat) return null;
    elapsed %= total;
  }
  for (let i = 0; i < ch.items.length; i += 1) {
    elapsed -= ch.items[i]!.slotSec;
    if (elapsed < 0) return i;
  }
  return null;
}

/** Remaining order from the playing item; a repeating list appends what already played. */
export function remainingOrder(ch: Channel, nowSec: number): ChannelItem[] {
  const at = currentIndex(ch, nowSec);
  if (at === null) return [];
  const rest = ch.items.slice(at);
  return ch.repeat ? [...rest, ...ch.items.slice(0, at)] : rest;
}
