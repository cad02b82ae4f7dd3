/**
 * The split ledger: one row per stream per split made from this console, so a producer
 * can hand the editor a list of cut points (time, file, duration) after the show.
 */
import type { CommandResponse } from '../../api/catalog';
import type { PerStreamResult } from '../../api/failures';
import type { IpcError } from '../../ipc/define';
import { wasNotSent } from '../../ipc/failure-classes';

export type SplitOutcome = 'ok' | 'failed' | 'unknown' | 'not_sent';

export interface LedgerRow {
  id: string;
  /** ISO time the split was sent. */
  time: string;
  account: string;
  profileId: string;
  /** `<app>/<instance>`. */
  app: string;
  /** The stream the result is for (a pattern when the whole request failed). */
  stream: string;
  /** What was asked for (a name or a * pattern). */
  requested: string;
  title: string | null;
  /** Closed recording file, when the server named one. */
  file: string | null;
  /** Seconds of the closed segment. */
  duration: number | null;
  outcome: SplitOutcome;
  /** The server's message or error, or ours for unknown / not sent. */
  message: string | null;
  deleted: boolean;
}

export interface SplitRequestInfo {
  idBase: string;
  time: string;
  account: string;
  profileId: string;
  app: string;
  stream: string;
  title: string | null;
  deleted: boolean;
}

/**
 * One row per stream in the response; a stream with `error` is a failed row. A list sent
 * as null or false (marked by the decoder) says nothing of what split: one UNKNOWN row, so
 * the operator checks before splitting again.
 */
export function rowsFromSplitResponse(req: SplitRequestInfo, res: CommandResponse<'recording.split'>): LedgerRow[] {
  const base = { time: req.time, account: req.account, profileId: req.profileId, app: req.app, requested: req.stream, title: req.title, deleted: req.deleted };
  const sent = res.unreadable?.streams;
  if (res.streams.length === 0 && sent !== undefined) {
    const message = `The server's answer had no readable list of split results; it sent: streams ${JSON.stringify(sent)}. It may or may not have split — check the recording before splitting again.`;
    return [{ ...base, id: `${req.idBase}-0`, stream: req.stream, file: null, duration: null, outcome: 'unknown', message }];
  }
  if (res.streams.length === 0) {
    return [{ ...base, id: `${req.idBase}-0`, stream: req.stream, file: null, duration: null, outcome: 'failed', message: res.message ?? 'The server matched no stream' }];
  }
  return res.streams.map((s, i) => ({
    ...base,
    id: `${req.idBase}-${i}`,
    stream: s.name,
    file: s.file,
    duration: s.duration,
    outcome: s.error ? 'failed' : 'ok',
    message: s.error ?? s.message,
  }));
}

/**
 * The request failed. When the failure lists streams (a partial split answered as failure),
 * one row per stream: a stream without an error did split — its row is done and keeps its
 * file, so it is never offered for a second split; only a stream with an error is failed.
 * Otherwise one row for what was asked.
 */
export function rowsFromSplitFailure(req: SplitRequestInfo, error: IpcError): LedgerRow[] {
  const perStream = error.kind === 'api_failure' || error.kind === 'outcome_unknown' ? error.perStream : undefined;
  if (perStream === undefined || perStream.length === 0) return [rowFromSplitFailure(req, error)];
  // Under an outcome-unknown envelope (0004) a stream with neither error nor file may or may not have split.
  const unsure = (s: PerStreamResult): boolean => error.kind === 'outcome_unknown' && s.error === null && (s.file ?? null) === null;
  const base = { time: req.time, account: req.account, profileId: req.profileId, app: req.app, requested: req.stream, title: req.title, deleted: req.deleted };
  return perStream.map((s, i) => ({
    ...base,
    id: `${req.idBase}-${i}`,
    stream: s.name,
    file: s.error === null ? (s.file ?? null) : null,
    duration: s.error === null ? (s.duration ?? null) : null,
    outcome: unsure(s) ? 'unknown' : s.error === null ? 'ok' : 'failed',
    message: s.error ?? s.message ?? (unsure(s) ? error.message : null),
  }));
}

/** The whole request failed: one row for what was asked. */
export function rowFromSplitFailure(req: SplitRequestInfo, error: IpcError): LedgerRow {
  return {
    id: `${req.idBase}-0`,
    time: req.time,
    account: req.account,
    profileId: req.profileId,
    app: req.app,
    stream: req.stream,
    requested: req.stream,
    title: req.title,
    file: null,
    duration: null,
    outcome: outcomeOfFailure(error),
    message: error.message,
    deleted: req.deleted,
  };
}

export function outcomeOfFailure(error: IpcError): SplitOutcome {
  if (error.kind === 'outcome_unknown') return 'unknown';
  return wasNotSent(error) ? 'not_sent' : 'failed';
}
