/**
 * The soak's samples and their slopes: each sample is checked as it is read (a heap of 0 B
 * or an unreadable RSS is a broken source, not a figure), each slope is fitted over the
 * samples from `from` on and needs at least three of them.
 */
import { slope } from './stats';

export type Point = { t: number; v: number };

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

/** A sample's value as read, or an error naming its source. */
export function checked(source: string, bytes: number): number {
  if (!(Number.isFinite(bytes) && bytes > 0)) throw new Error(`soak: ${source} read ${bytes} bytes`);
  return bytes;
}

export const fitted = (points: readonly Point[], from: number): Point[] => points.filter((p) => p.t >= from);

/** MB per hour over the samples from `from` (ms into the run), to two decimals. */
export function perHour(points: readonly Point[], from: number): number {
  const used = fitted(points, from);
  if (used.length < 3) throw new Error(`soak: ${used.length} samples to fit a slope on`);
  return Math.round((slope(used) * HOUR_MS * 100) / MB) / 100;
}

const mb = (v: number | undefined): string => (v === undefined ? '?' : (v / MB).toFixed(1));

/** "a → b MB": the first fitted sample and the last. */
export const range = (points: readonly Point[], from: number): string => `${mb(fitted(points, from)[0]?.v)} → ${mb(points.at(-1)?.v)} MB`;

export const goal = (v: number): string => `goal < 2 MB/h: ${v < 2 ? 'met' : 'NOT met'}`;
