/**
 * Pure transitions behind the Live slice: (state, input) => state, tested without a DOM.
 * The slice calls the bridge and feeds the answers through these.
 */
import type { ConnectParams } from '../../../../shared/domain/live/connect-form';
import type { LedgerRow } from '../../../../shared/domain/live/ledger';
import type { SessionsSnapshot } from '../../../../shared/domain/live/sessions';
import type { IpcError } from '../../../../shared/ipc/define';
import { type LiveTarget, destinationKey } from '../../../../shared/domain/live/sessions';
import type { PushServiceView } from '../../../../shared/ipc/live';
import type { LiveNote } from './board-notes';
import type { StreamSplit } from './split-shown';

export interface ServicesState {
  rows: PushServiceView[] | null;
  fetchedAt: string | null;
  /** True when the rows come from the cache because the fresh read failed. */
  stale: boolean;
  error: IpcError | null;
}

export interface LiveData {
  snapshot: SessionsSnapshot | null;
  /** The streams and sessions shown come from the cache (no fresh poll has succeeded for this target). */
  sessionsStale: boolean;
  watchError: IpcError | null;
  services: ServicesState;
  /** The Go live selection, as main last said it (main owns it; a toggle shows at once and main confirms). */
  selected: number[];
  /** What was last sent to each destination (by board key), for its Retry: a new, deliberate send of the same. */
  retryable: Record<string, ConnectParams>;
  ledger: LedgerRow[] | null;
  ledgerError: IpcError | null;
  /** The operator opened the whole split ledger on Live (folded at first: each stream's row says its own last split). */
  ledgerOpen: boolean;
  /** Each stream's last split from this console, as its row shows it (split-shown.ts). */
  splitShown: Record<string, StreamSplit>;
  /** Streams whose last split outcome is UNKNOWN → local ms it became so (F9 on them arms). */
  splitUnknown: Record<string, number>;
  selectedStream: string | null;
  /** Words on the board that last only while true (board-notes.ts). */
  notes: LiveNote[];
}

export const INITIAL_LIVE: LiveData = {
  snapshot: null,
  sessionsStale: false,
  watchError: null,
  services: { rows: null, fetchedAt: null, stale: false, error: null },
  selected: [],
  retryable: {},
  ledger: null,
  ledgerError: null,
  ledgerOpen: false,
  splitShown: {},
  splitUnknown: {},
  selectedStream: null,
  notes: [],
};

export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id].sort((a, b) => a - b);
}

/** Main owns one watched target, so its latest snapshot always wins; the stream selection survives when the stream does. */
export function withSnapshot(state: LiveData, snap: SessionsSnapshot): LiveData {
  if (state.sessionsStale && snap.fetchedAt === null && sameTarget(state.snapshot, snap)) {
    // Still no fresh answer: keep showing the cached rows, with the latest reason.
    return { ...state, selected: snap.selected, snapshot: { ...state.snapshot!, pollError: snap.pollError, idle: snap.idle, intervalMs: snap.intervalMs, selected: snap.selected, onAirElsewhere: snap.onAirElsewhere } };
  }
  const streams = snap.streams.map((s) => s.name);
  const selectedStream = state.selectedStream !== null && streams.includes(state.selectedStream) ? state.selectedStream : (streams[0] ?? null);
  return { ...state, snapshot: snap, sessionsStale: false, watchError: null, selectedStream, selected: snap.selected };
}

export function sameTarget(a: SessionsSnapshot | null, b: SessionsSnapshot): boolean {
  return a?.target?.app === b.target?.app && a?.target?.inst === b.target?.inst;
}

/** Remembers what was sent to each destination, so its row can offer Retry. */
export function withRetryable(retryable: Readonly<Record<string, ConnectParams>>, connects: readonly ConnectParams[]): Record<string, ConnectParams> {
  const next = { ...retryable };
  for (const c of connects) next[connectKey(c)] = c;
  return next;
}

/** The board row a connect goes to (the same key main gives it). */
function connectKey(c: ConnectParams): string {
  return destinationKey({ push_service_id: c.push_service_id === undefined ? null : Number(c.push_service_id), entry_name: c.entry_name ?? null });
}

/** Chosen services that push from another application than the watched one (Go live arms for these). */
export function foreignSources(chosen: readonly PushServiceView[], target: LiveTarget, appOverride: string): string[] {
  return chosen.flatMap((s) => {
    const app = appOverride.trim() || s.app || target.app;
    return app === target.app ? [] : [`#${s.push_service_id} pushes from ${app}${s.stream ? `/${s.stream}` : ''}`];
  });
}

/** New ledger rows go on top; a row already present (event and answer both deliver it) is kept once. */
export function withLedgerRows(ledger: readonly LedgerRow[] | null, rows: readonly LedgerRow[]): LedgerRow[] {
  const known = new Set((ledger ?? []).map((r) => r.id));
  const fresh = rows.filter((r) => !known.has(r.id));
  return [...[...fresh].reverse(), ...(ledger ?? [])];
}

const RUNNING = new Set(['live', 'connecting', 'failed', 'unknown', 'disconnecting', 'reconnecting']);

/** Number of destinations a Disconnect all would stop, for its consequence text. */
export function runningPushCount(snap: SessionsSnapshot | null): number {
  return snap?.board.filter((d) => RUNNING.has(d.state)).length ?? 0;
}
