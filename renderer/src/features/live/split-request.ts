/**
 * Building and judging a split from the screen: params from the options (checked with
 * the catalog schema, so a bad callback URL is stopped in the form), and how a split
 * answer reads on its button — DONE with the file, FAILED with the stream's error, or
 * UNKNOWN when nothing clear came back.
 */
import { catalog, type CommandParams } from '../../../../shared/api/catalog';
import { formatDuration } from '../../../../shared/domain/live/playlist';
import { type IpcResult, fail } from '../../../../shared/ipc/define';
import type { SplitValue } from '../../../../shared/ipc/live';

export interface SplitOptions {
  title: string;
  description: string;
  callback: string;
  deleteSegment: boolean;
  /** Keep title and description for the next split (otherwise a successful split clears them). */
  keep: boolean;
}

export const NO_OPTIONS: SplitOptions = { title: '', description: '', callback: '', deleteSegment: false, keep: false };

/** After a split: a title and description name one segment, so they clear unless the operator keeps them. */
export function afterSplit(o: SplitOptions, r: IpcResult<SplitValue>): SplitOptions {
  const succeeded = r.ok && r.value.rows.some((row) => row.outcome === 'ok');
  return succeeded && !o.keep ? { ...o, title: '', description: '' } : o;
}

/** How long F9 on a stream whose last split is UNKNOWN stays armed (press again) unless checked. */
export const UNKNOWN_SPLIT_ARM_MS = 10_000;

/** Streams whose last split has no clear answer, with when: set by an unknown row, cleared by ok or a check. */
export function withSplitOutcomes(unknown: Readonly<Record<string, number>>, rows: readonly { stream: string; outcome: string }[], now: number): Record<string, number> {
  const next = { ...unknown };
  for (const r of rows) {
    if (r.outcome === 'unknown') next[r.stream] = now;
    else delete next[r.stream];
  }
  return next;
}

/** Why a split cannot be sent for this stream now, or null (recording unknown = let the server say). */
export function splitBlocked(recording: boolean | null): string | null {
  return recording === false ? 'Not recording — nothing to split' : null;
}

export function splitParams(app: string, inst: string, stream: string, o: SplitOptions): CommandParams<'recording.split'> {
  return {
    app: `${app}/${inst}`,
    stream,
    ...(o.callback.trim() ? { callback: o.callback.trim() } : {}),
    ...(o.title.trim() ? { title: o.title.trim() } : {}),
    ...(o.description.trim() ? { description: o.description.trim() } : {}),
    ...(o.deleteSegment ? { delete: true } : {}),
  };
}

/** The callback's specific message, or null when the options are sendable. */
export function callbackError(o: SplitOptions): string | null {
  if (o.callback.trim() === '') return null;
  const r = catalog['recording.split'].request.safeParse({ app: 'a/b', stream: 's', callback: o.callback });
  return r.success ? null : `Callback URL ${r.error.issues[0]?.message ?? 'is not valid'}`;
}

/** A split whose every stream failed is a failure on the button, with the server's words. */
export function judgeSplit(r: IpcResult<SplitValue>): IpcResult<SplitValue> {
  if (!r.ok || r.value.rows.some((row) => row.outcome === 'ok')) return r;
  const first = r.value.rows[0];
  const message = first?.message ?? 'The split did not succeed';
  if (first?.outcome === 'unknown') return fail({ kind: 'outcome_unknown', cause: 'connection_reset', message });
  return fail({ kind: 'api_failure', code: null, message, serverMessage: message });
}

export function splitDoneText(v: SplitValue): string {
  const ok = v.rows.filter((r) => r.outcome === 'ok');
  if (ok.length === 1) return `${ok[0]!.file ?? 'file closed'} · ${ok[0]!.duration === null ? '—' : formatDuration(ok[0]!.duration)}`;
  const failed = v.rows.length - ok.length;
  return `${ok.length} streams split${failed ? `, ${failed} failed` : ''}`;
}
