/**
 * Preflight, the pure part: what the run's cues still ahead will need, held against what
 * main knows of the account — its credentials readable, every destination a cue names
 * stored and not refusing, the watched stream present, the clock offset with the service
 * under 2 s. Each failure is one problem in words, on its cue (null: the whole run).
 * Main gathers the picture and says when (electron/core/sheets/preflight.ts).
 */
import type { RunProgress } from '../sheets/clock-source';
import type { Sheet } from '../sheets/schema';

export const CLOCK_OFFSET_LIMIT_MS = 2000;
export const DEFAULT_LEAD_MINUTES = 10;
/** The second preflight, a minute before the first timed cue. */
export const LAST_CHECK_MS = 60_000;

export type PreflightCheck = 'credentials' | 'destination' | 'stream' | 'clock';

export interface PreflightProblem {
  cueId: string | null;
  /** The cue's number (1-based), or null for the whole run. */
  n: number | null;
  check: PreflightCheck;
  words: string;
}

export interface StoredDestination {
  label: string;
  /** The board's state word (failed: its last push was refused or dropped) and why. */
  state: string;
  reason: string | null;
  /** The stream it pushes when the cue names none. */
  stream: string | null;
}

export interface PreflightPicture {
  /** null: the account's key and secret read; else why not, in words. */
  credentials: string | null;
  /** The account's stored destinations by id, as the board last read them; null when never read. */
  stored: ReadonlyMap<number, StoredDestination> | null;
  /** The account's groups: members by name. */
  groups: Readonly<Record<string, readonly number[]>>;
  /** The watched instance and the streams live on it, or null with no watch. */
  watch: { app: string; inst: string; streams: readonly string[] } | null;
  /** Server minus local clock (ms), or null before the service answered. */
  clockOffsetMs: number | null;
}

function cueProblems(sheet: Sheet, index: number, p: PreflightPicture): PreflightProblem[] {
  const cue = sheet.cues[index]!;
  const action = cue.action;
  if (action?.kind !== 'goLive') return [];
  const n = index + 1;
  const at = (check: PreflightCheck, words: string): PreflightProblem => ({ cueId: cue.id, n, check, words: `Cue ${n}${cue.label ? ` (${cue.label})` : ''}: ${words}` });
  const out: PreflightProblem[] = [];
  const ids = action.connects.flatMap((c) => (c.push_service_id === undefined ? [] : [{ id: c.push_service_id, stream: c.stream ?? null }]));
  if (action.group !== undefined) {
    const members = p.groups[action.group];
    if (members === undefined) out.push(at('destination', `group ${action.group} is not on the account.`));
    for (const id of members ?? []) ids.push({ id, stream: null });
  }
  const streams = new Set<string>();
  for (const { id, stream } of ids) {
    const row = p.stored?.get(id);
    if (p.stored !== null && row === undefined) out.push(at('destination', `destination #${id} is not stored on the account.`));
    else if (row?.state === 'failed') out.push(at('destination', `destination ${row.label.startsWith('#') ? row.label : `#${id} ${row.label}`} refuses: ${row.reason ?? 'its last push failed'}.`));
    const s = stream ?? row?.stream ?? null;
    if (s !== null) streams.add(s);
  }
  for (const c of action.connects) if (c.push_service_id === undefined && c.stream !== undefined) streams.add(c.stream);
  if (streams.size > 0 && p.watch === null) out.push(at('stream', `no stream is watched on Live, so ${[...streams].join(', ')} cannot be seen live.`));
  else if (p.watch !== null) {
    for (const s of streams) if (!p.watch.streams.includes(s)) out.push(at('stream', `stream ${s} is not live on ${p.watch.app}/${p.watch.inst}.`));
  }
  return out;
}

/** Every problem the run's cues still ahead would meet, the run's own first. */
export function preflightProblems(sheet: Sheet, progress: Pick<RunProgress, 'passed'>, p: PreflightPicture): PreflightProblem[] {
  const run: PreflightProblem[] = [];
  if (p.credentials !== null) run.push({ cueId: null, n: null, check: 'credentials', words: `The account's credentials cannot be read: ${p.credentials}` });
  if (p.clockOffsetMs === null) run.push({ cueId: null, n: null, check: 'clock', words: 'The clock offset with the service is not known: the service has not answered yet.' });
  else if (Math.abs(p.clockOffsetMs) >= CLOCK_OFFSET_LIMIT_MS) {
    const secs = (Math.abs(p.clockOffsetMs) / 1000).toFixed(1);
    run.push({ cueId: null, n: null, check: 'clock', words: `The service's clock is ${secs} s ${p.clockOffsetMs > 0 ? 'ahead of' : 'behind'} this computer's (2 s at most): check this computer's clock.` });
  }
  const cues = sheet.cues.flatMap((c, i) => (progress.passed[c.id] === undefined ? cueProblems(sheet, i, p) : []));
  return [...run, ...cues];
}
