/**
 * How one stream.active read moves the board: a listed push takes the server's state; a
 * row the read covers but does not list has stopped (or, for a connect whose outcome was
 * unknown, is known not to run). A read requested before a row's last action cannot know
 * about that action and leaves the row alone.
 */
import { ACCEPTED_GRACE_MS, type DestState, type Destination, blankRow, enter, iso } from './board';

/** One push as stream.active lists it, already keyed to its destination. */
export interface ServerPush {
  key: string;
  label: string;
  pushServiceId: number | null;
  entryName: string | null;
  app: string;
  inst: string;
  stream: string;
  status: string | null;
  message: string | null;
}

const LIVE_WORDS = new Set(['connected', 'live', 'active', 'running', 'publishing', 'streaming', 'ok']);
const CONNECTING_WORDS = new Set(['connecting', 'pending', 'starting', 'reconnecting', 'retrying', 'waiting']);
/** Words by which a server says it is retrying a push by itself (assumed of the real service: docs/service-notes.md). */
const RETRYING_WORDS = new Set(['reconnecting', 'retrying']);

/** The reason a row shows while the server retries its push by itself: Retry sends nothing then. */
export const SERVER_RETRYING = 'The server is retrying this push by itself';
const FAILED_WORDS = new Set(['error', 'failed', 'failure', 'rejected']);
const OFF_WORDS = new Set(['disconnected', 'stopped', 'idle', 'off', 'ended']);

/** The server's status word → a board state. An unrecognised word is shown, never guessed at. */
export function stateFromServer(status: string | null): DestState {
  const w = (status ?? '').trim().toLowerCase();
  if (LIVE_WORDS.has(w)) return 'live';
  if (CONNECTING_WORDS.has(w)) return 'connecting';
  if (FAILED_WORDS.has(w)) return 'failed';
  if (OFF_WORDS.has(w)) return 'stopped';
  return 'unknown';
}

export const GONE_REASON = 'Disappeared from the server while live (not disconnected from this console)';

function listed(row: Destination, p: ServerPush, at: number): Destination {
  const state = stateFromServer(p.status);
  const retrying = RETRYING_WORDS.has((p.status ?? '').trim().toLowerCase());
  const reason = state === 'failed' ? (p.message ?? 'The server reported an error without a reason') : state === 'unknown' ? `Server status: ${p.status ?? 'none'}` : retrying ? `${SERVER_RETRYING} (status: ${p.status})` : null;
  const placed = {
    ...row, label: row.stored ? row.label : p.label, app: p.app, inst: p.inst, stream: p.stream,
    pushServiceId: p.pushServiceId ?? row.pushServiceId, entryName: p.entryName, acceptedAt: null,
    deliberate: row.deliberate && state !== 'live' && state !== 'connecting',
  };
  return enter(placed, state, reason, at);
}

function unlisted(row: Destination, at: number): Destination {
  const when = iso(at).slice(11, 19);
  switch (row.state) {
    case 'off':
    case 'stopped':
      return row;
    case 'connecting':
      if (row.acceptedAt !== null && at - row.acceptedAt < ACCEPTED_GRACE_MS) return row;
      if (row.acceptedAt !== null) return { ...enter(row, 'off', `Accepted, but the server does not list it (read ${when} UTC) — safe to connect again`, at), acceptedAt: null };
      break;
    case 'unknown':
      if (row.liveSince === null) return enter(row, 'off', `Not running on the server (checked ${when} UTC) — safe to connect again`, at);
      break;
    default:
      break;
  }
  const reason = row.deliberate ? 'Disconnected' : row.liveSince !== null ? GONE_REASON : 'No longer listed by the server';
  return enter(row, 'stopped', reason, at);
}

export function applyPoll(
  rows: Readonly<Record<string, Destination>>,
  e: { at: number; requestedTick: number; scopes: string[]; pushes: ServerPush[] },
): Record<string, Destination> {
  const out = { ...rows };
  const byKey = new Map<string, ServerPush>();
  for (const p of e.pushes) if (!byKey.has(p.key)) byKey.set(p.key, p);
  const scopes = new Set(e.scopes);
  for (const [key, p] of byKey) {
    const row = out[key] ?? blankRow(key, p.label, e.at);
    if (row.actionTick > e.requestedTick || row.awaiting === 'disconnect') continue;
    out[key] = listed(row, p, e.at);
  }
  for (const [key, row] of Object.entries(out)) {
    if (byKey.has(key) || row.actionTick > e.requestedTick || row.awaiting !== null) continue;
    if (row.app === null || row.inst === null || !scopes.has(`${row.app}/${row.inst}`)) continue;
    out[key] = unlisted(row, e.at);
  }
  return out;
}
