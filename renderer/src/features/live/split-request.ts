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
}

export const NO_OPTIONS: SplitOptions = { title: '', description: '', callback: '', deleteSegment: false };

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
