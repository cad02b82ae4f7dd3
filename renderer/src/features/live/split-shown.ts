/**
 * What each live stream's row says about its last split from this console: sending, the
 * ledger row of its answer, or why the request itself failed. One entry per stream, fed
 * by every split (the row's button, F9, the wildcard split, a run sheet's split cue), so
 * the row never shows one split's answer while another list shows a later one.
 */
import type { LedgerRow } from '../../../../shared/domain/live/ledger';
import type { IpcError } from '../../../../shared/ipc/define';

export type StreamSplit = { kind: 'sending' } | { kind: 'answer'; row: LedgerRow } | { kind: 'failed'; error: IpcError };

/** Keyed by `<app>/<instance>` and stream name: the same stream name on another application is another stream. */
export const streamSplitKey = (app: string, stream: string): string => `${app}\u0000${stream}`;

export function withSplitSending(shown: Readonly<Record<string, StreamSplit>>, app: string, streams: readonly string[]): Record<string, StreamSplit> {
  const next = { ...shown };
  for (const s of streams) next[streamSplitKey(app, s)] = { kind: 'sending' };
  return next;
}

/** Each answered stream shows its row (from a split's answer or from the ledger's event). */
export function withSplitRows(shown: Readonly<Record<string, StreamSplit>>, rows: readonly LedgerRow[]): Record<string, StreamSplit> {
  const next = { ...shown };
  for (const row of rows) next[streamSplitKey(row.app, row.stream)] = { kind: 'answer', row };
  return next;
}

/**
 * After the answer's rows: a stream asked for but not named in them shows the whole
 * request's row when there is one (a failed pattern: one row for what was asked), else
 * nothing — the server did not split it.
 */
export function withSplitSettled(shown: Readonly<Record<string, StreamSplit>>, app: string, asked: readonly string[], rows: readonly LedgerRow[]): Record<string, StreamSplit> {
  const next = { ...shown };
  const whole = rows.find((r) => r.stream === r.requested && r.requested.includes('*'));
  for (const s of asked) {
    const key = streamSplitKey(app, s);
    if (next[key]?.kind !== 'sending') continue;
    if (whole) next[key] = { kind: 'answer', row: whole };
    else delete next[key];
  }
  return next;
}

/** A request refused before any answer (no ledger rows): its streams still sending say why instead. */
export function withSplitRefused(shown: Readonly<Record<string, StreamSplit>>, app: string, streams: readonly string[], error: IpcError): Record<string, StreamSplit> {
  const next = { ...shown };
  for (const s of streams) {
    const key = streamSplitKey(app, s);
    if (next[key]?.kind === 'sending') next[key] = { kind: 'failed', error };
  }
  return next;
}
