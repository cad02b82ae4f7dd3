/**
 * A channel's remaining play order, prepared for display. The server lists what is still
 * to play; when the playlist repeats, the already-played items are appended after it, so
 * the first drop in sort_order marks where the repeat begins.
 */
import type { PlaylistItem } from '../../api/records';

/** The spec's special lengths. */
export const TO_END_OF_FILE = -1;
export const UNTIL_LIVE_ENDS = -2;

export interface PlaylistRow {
  /** 1-based position in the remaining order. */
  position: number;
  sortOrder: number | null;
  video: string;
  kind: 'vod' | 'live';
  start: number;
  /** Seconds, or -1 / -2 as the server sent it. */
  length: number;
  /** The length as words or a duration: "to end of file", "until the live stream ends", "1:02:03". */
  lengthText: string;
  /** True for items that were already played and come around again when the playlist repeats. */
  repeat: boolean;
}

export interface PlaylistView {
  rows: PlaylistRow[];
  /** Index of the first repeated item, or null when the playlist does not wrap. */
  wrapIndex: number | null;
  /** Sum of the known lengths. */
  knownSeconds: number;
  /** Items whose length is open (-1 or -2): the total is exact only when this is 0. */
  openItems: number;
}

/** `1:02:03`, or `2:03` under an hour. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

export function lengthText(length: number): string {
  if (length === TO_END_OF_FILE) return 'to end of file';
  if (length === UNTIL_LIVE_ENDS) return 'until the live stream ends';
  if (length < 0) return `unknown length (${length})`;
  return formatDuration(length);
}

/** VOD paths look like `<store>/<user>/<path>/<file>.mp4`; anything else is a live stream name. */
export function playlistItemKind(video: string): 'vod' | 'live' {
  return video.includes('/') || /\.(mp4|m4v|mov|flv)$/i.test(video) ? 'vod' : 'live';
}

/** Where the repeat begins: the first item whose sort_order is not above its predecessor's. */
export function findWrapIndex(items: readonly PlaylistItem[]): number | null {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]?.sort_order;
    const cur = items[i]?.sort_order;
    if (prev != null && cur != null && cur <= prev) return i;
  }
  return null;
}

export function buildPlaylistView(items: readonly PlaylistItem[]): PlaylistView {
  const wrapIndex = findWrapIndex(items);
  let knownSeconds = 0;
  let openItems = 0;
  const rows = items.map((item, i): PlaylistRow => {
    if (item.length >= 0) knownSeconds += item.length;
    else openItems++;
    return {
      position: i + 1,
      sortOrder: item.sort_order,
      video: item.video,
      kind: playlistItemKind(item.video),
      start: item.start,
      length: item.length,
      lengthText: lengthText(item.length),
      repeat: wrapIndex !== null && i >= wrapIndex,
    };
  });
  return { rows, wrapIndex, knownSeconds, openItems };
}

/** "1:02:03", "at least 1:02:03 (2 items of open length)", or "open (all items play to their end)". */
export function totalRemainingText(view: Pick<PlaylistView, 'knownSeconds' | 'openItems' | 'rows'>): string {
  if (view.rows.length === 0) return '0:00';
  if (view.openItems === 0) return formatDuration(view.knownSeconds);
  if (view.openItems === view.rows.length) return 'not computable: every item plays to its end';
  const items = view.openItems === 1 ? '1 item' : `${view.openItems} items`;
  return `at least ${formatDuration(view.knownSeconds)} (+ ${items} of open length)`;
}
