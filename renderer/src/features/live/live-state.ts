/**
 * Pure transitions behind the Live slice: (state, input) => state, tested without a DOM.
 * The slice calls the bridge and feeds the answers through these.
 */
import type { ConnectParams } from '../../../../shared/domain/live/connect-form';
import type { LedgerRow } from '../../../../shared/domain/live/ledger';
import type { SessionsSnapshot } from '../../../../shared/domain/live/sessions';
import type { IpcError } from '../../../../shared/ipc/define';
import type { DestinationResult, GoLiveValue, PushServiceView } from '../../../../shared/ipc/live';

export interface ServicesState {
  rows: PushServiceView[] | null;
  fetchedAt: string | null;
  /** True when the rows come from the cache because the fresh read failed. */
  stale: boolean;
  error: IpcError | null;
}

/** One destination of the last Go live: what was sent and how it ended (or that it is on its way). */
export interface DestinationRow {
  index: number;
  label: string;
  params: ConnectParams;
  result: DestinationResult | null;
  /** True from the press until this destination's own answer arrives. */
  sending: boolean;
}

export interface LiveData {
  snapshot: SessionsSnapshot | null;
  /** The streams and sessions shown come from the cache (no fresh poll has succeeded for this target). */
  sessionsStale: boolean;
  watchError: IpcError | null;
  services: ServicesState;
  selected: number[];
  destinations: DestinationRow[];
  /** The id of the Go live whose rows are on screen: only its per-destination events may fill them. */
  goLiveRequest: string | null;
  goLiveMs: number | null;
  ledger: LedgerRow[] | null;
  ledgerError: IpcError | null;
  lastSplit: LedgerRow[] | null;
  selectedStream: string | null;
}

export const INITIAL_LIVE: LiveData = {
  snapshot: null,
  sessionsStale: false,
  watchError: null,
  services: { rows: null, fetchedAt: null, stale: false, error: null },
  selected: [],
  destinations: [],
  goLiveRequest: null,
  goLiveMs: null,
  ledger: null,
  ledgerError: null,
  lastSplit: null,
  selectedStream: null,
};

export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id].sort((a, b) => a - b);
}

/** Main owns one watched target, so its latest snapshot always wins; the stream selection survives when the stream does. */
export function withSnapshot(state: LiveData, snap: SessionsSnapshot): LiveData {
  if (state.sessionsStale && snap.fetchedAt === null && sameTarget(state.snapshot, snap)) {
    // Still no fresh answer: keep showing the cached rows, with the latest reason.
    return { ...state, snapshot: { ...state.snapshot!, pollError: snap.pollError, paused: snap.paused, intervalMs: snap.intervalMs } };
  }
  const streams = snap.streams.map((s) => s.name);
  const selectedStream = state.selectedStream !== null && streams.includes(state.selectedStream) ? state.selectedStream : (streams[0] ?? null);
  return { ...state, snapshot: snap, sessionsStale: false, watchError: null, selectedStream };
}

export function sameTarget(a: SessionsSnapshot | null, b: SessionsSnapshot): boolean {
  return a?.target?.app === b.target?.app && a?.target?.inst === b.target?.inst;
}

/** Go live pressed: every destination shows "sending…" at once. */
export function startDestinations(labels: readonly string[], connects: readonly ConnectParams[]): DestinationRow[] {
  return connects.map((params, index) => ({ index, label: labels[index] ?? `destination ${index + 1}`, params, result: null, sending: true }));
}

export function finishDestinations(rows: readonly DestinationRow[], value: GoLiveValue): DestinationRow[] {
  return rows.map((row) => {
    const result = value.results.find((r) => r.index === row.index) ?? null;
    return { ...row, label: result?.label ?? row.label, result, sending: false };
  });
}

/** One destination's answer arrived (as an event) while the others may still be on their way. */
export function arrivedDestination(rows: readonly DestinationRow[], result: DestinationResult): DestinationRow[] {
  return rows.map((row) => (row.index === result.index ? { ...row, label: result.label, result, sending: false } : row));
}

/** The whole call failed (e.g. invalid input): each destination says so, nothing stays "sending…". */
export function failDestinations(rows: readonly DestinationRow[], error: IpcError): DestinationRow[] {
  return rows.map((row) => ({
    ...row,
    sending: false,
    result: { index: row.index, label: row.label, outcome: error.kind === 'outcome_unknown' ? 'unknown' : 'not_sent', state: 'unknown', message: error.message, latencyMs: null },
  }));
}

export function retryingDestination(rows: readonly DestinationRow[], index: number): DestinationRow[] {
  return rows.map((r) => (r.index === index ? { ...r, sending: true, result: null } : r));
}

export function retriedDestination(rows: readonly DestinationRow[], index: number, result: DestinationResult): DestinationRow[] {
  return rows.map((r) => (r.index === index ? { ...r, sending: false, result: { ...result, index } } : r));
}

/** New ledger rows go on top; a row already present (event and answer both deliver it) is kept once. */
export function withLedgerRows(ledger: readonly LedgerRow[] | null, rows: readonly LedgerRow[]): LedgerRow[] {
  const known = new Set((ledger ?? []).map((r) => r.id));
  const fresh = rows.filter((r) => !known.has(r.id));
  return [...[...fresh].reverse(), ...(ledger ?? [])];
}

/** Number of pushes a Disconnect all would stop, for its consequence text. */
export function runningPushCount(snap: SessionsSnapshot | null): number {
  return snap?.sessions.filter((s) => s.origin === 'server' && s.state !== 'disconnected').length ?? 0;
}
