/**
 * Live streams of the seeded apps and their recordings. Each stream records into a
 * segment that started at `segmentStartSec`; a split closes it and starts the next. A
 * split within `splitBusyMs` of the previous one finds that split still in progress.
 */
import { SANDBOX_APPS } from '../account';
import type { Rng } from '../prng';
import { formatDatetime } from '../time';

export interface LiveStream {
  app: string;
  inst: string;
  name: string;
  connectSec: number;
  publishSec: number;
  videoCodec: string;
  audioCodec: string;
  recording: boolean;
  segmentStartSec: number;
  lastSplitMs: number | null;
  lastSplitFile: string | null;
}

export interface SplitResult {
  name: string;
  message?: string;
  error?: string;
  file?: string;
  duration?: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `recordings/<stream>-<date>_<HH-MM-SS>.mp4` for a segment that started at `startSec`. */
export function recordingFile(stream: string, startSec: number): string {
  const d = new Date(startSec * 1000);
  const date = formatDatetime(startSec).slice(0, 10);
  return `recordings/${stream}-${date}_${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}-${pad(d.getUTCSeconds())}.mp4`;
}

export function seedLiveStreams(rng: Rng, nowSec: number): LiveStream[] {
  const out: LiveStream[] = [];
  for (const app of SANDBOX_APPS) {
    for (const name of app.streams) {
      const connectSec = nowSec - rng.int(600, 4 * 3600);
      out.push({
        app: app.name,
        inst: app.instances[0]!,
        name,
        connectSec,
        publishSec: connectSec + rng.int(1, 5),
        videoCodec: 'H264',
        audioCodec: 'AAC',
        recording: app.name === 'demo-origin',
        segmentStartSec: nowSec - rng.int(60, 1800),
        lastSplitMs: null,
        lastSplitFile: null,
      });
    }
  }
  return out;
}

/** Wildcard `*` in the stream name matches any run of characters. */
export function streamPattern(pattern: string): RegExp {
  const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${body}$`);
}

/** Splits one stream at `nowMs`; the stream's state moves to the new segment. */
export function splitStream(s: LiveStream, nowMs: number, busyMs: number, remove: boolean): SplitResult {
  if (!s.recording) return { name: s.name, error: `Stream ${s.name} is not being recorded` };
  if (s.lastSplitMs !== null && nowMs - s.lastSplitMs < busyMs) {
    return { name: s.name, error: `A split is already in progress for ${s.name}: ${s.lastSplitFile}` };
  }
  const nowSec = Math.floor(nowMs / 1000);
  const file = recordingFile(s.name, s.segmentStartSec);
  const duration = Math.max(0, nowMs / 1000 - s.segmentStartSec).toFixed(3);
  s.segmentStartSec = nowSec;
  s.lastSplitMs = nowMs;
  s.lastSplitFile = file;
  return remove
    ? { name: s.name, message: 'Recording split; the closed segment was deleted', file, duration }
    : { name: s.name, message: 'Recording split; new file started', file, duration };
}
