/**
 * The destination board: one row per destination with exactly one state, by one pure
 * reducer from every answer and poll (an answer is a transition of its row, never a second
 * list). Polls rule the rows they cover, except where an action was sent or answered after
 * the poll was requested: `tick` orders the two.
 */
import { onAnswer, onDisconnectedAll, onSend } from './board-actions';
import { SERVER_RETRYING, type ServerPush, applyPoll } from './board-poll';
import type { ReconnectBy } from './reconnect-by';
import type { ReconnectState } from './reconnect-episode';

export type DestState = 'off' | 'connecting' | 'live' | 'failed' | 'unknown' | 'disconnecting' | 'stopped' | 'reconnecting';

/**
 * States in which a destination is, or may be, on air or in the middle of a change: main keeps
 * polling for them with no view open, and a switch of account or a rehearsal says they run.
 * RECONNECTING counts: its tries are the show coming back.
 */
export const ON_AIR_STATES: ReadonlySet<DestState> = new Set(['live', 'connecting', 'unknown', 'disconnecting', 'reconnecting']);

/** A destination's automatic reconnect: the try waiting or running (1..of), and when the next is due (ISO) while waiting. */
export interface ReconnectView {
  enabled: boolean;
  attempt: number | null;
  of: number;
  nextTryAt: string | null;
  /** Where it was turned on or off (reconnect-by.ts). */
  by?: ReconnectBy;
}

export const NO_RECONNECT: ReconnectView = { enabled: false, attempt: null, of: 10, nextTryAt: null };

export interface Destination {
  /** `svc:<push_service_id>` for a stored service, `entry:<name>` for a direct push. */
  key: string;
  label: string;
  pushServiceId: number | null;
  entryName: string | null;
  /** Where the push runs (its source), when known. */
  app: string | null;
  inst: string | null;
  stream: string | null;
  state: DestState;
  reason: string | null;
  /** When the row entered its state (ISO). */
  since: string;
  /** When the destination went live (ISO); kept while it stays up, across re-watch. */
  liveSince: string | null;
  /** A stored service: its row stays (OFF) when nothing runs. */
  stored: boolean;
  /** The operator disconnected it on purpose: its end raises no alarm. */
  deliberate: boolean;
  /** Board tick of the last action sent or answered for this row. */
  actionTick: number;
  /** Local ms when a connect was accepted (the server may list it a moment later). */
  acceptedAt: number | null;
  /** State to return to when a disconnect was not sent. */
  before: DestState | null;
  /** An action sent whose answer has not come back yet. */
  awaiting: 'connect' | 'disconnect' | null;
  reconnect: ReconnectView;
}

export interface Board {
  rows: Record<string, Destination>;
  tick: number;
  /** Each destination's automatic reconnect (board-show.ts moves it): RECONNECTING is this state. */
  episodes: Readonly<Record<string, ReconnectState>>;
}

export type Outcome = 'accepted' | 'rejected' | 'unknown' | 'not_sent';

export interface Where {
  app?: string | null | undefined;
  inst?: string | null | undefined;
  stream?: string | null | undefined;
}

export type BoardEvent =
  | { type: 'services'; at: number; services: Array<{ key: string; label: string; pushServiceId: number; app: string | null; stream: string | null }> }
  | { type: 'send'; at: number; key: string; action: 'connect' | 'disconnect'; label: string; where: Where; pushServiceId?: number | null; entryName?: string | null }
  | { type: 'answer'; at: number; key: string; action: 'connect' | 'disconnect'; outcome: Outcome; reason: string | null }
  | { type: 'disconnectedAll'; at: number }
  /** A stream.active read of `scopes` (`app/inst`), requested at `requestedTick`; `unsure` scopes could not tell (board-show.ts). */
  | { type: 'poll'; at: number; requestedTick: number; scopes: string[]; pushes: ServerPush[]; unsure?: Record<string, 'unmatched' | 'unreadable'> }
  | { type: 'tick'; at: number };

/** How long a row that stopped stays as STOPPED before it turns OFF or leaves. */
export const STOP_HOLD_MS = 5000;
/** A connect the server accepted but does not list yet stays CONNECTING this long. */
export const ACCEPTED_GRACE_MS = 30_000;

export const EMPTY_BOARD: Board = { rows: {}, tick: 0, episodes: {} };

export const UNKNOWN_SENTENCE = 'Sent, but no clear answer came back — check status before sending again.';

export const iso = (ms: number): string => new Date(ms).toISOString();

export function blankRow(key: string, label: string, at: number): Destination {
  return {
    key, label, pushServiceId: null, entryName: null, app: null, inst: null, stream: null, state: 'off', reason: null,
    since: iso(at), liveSince: null, stored: false, deliberate: false, actionTick: 0, acceptedAt: null, before: null, awaiting: null,
    reconnect: NO_RECONNECT,
  };
}

/** Moves a row to a state; `since` changes only when the state does. liveSince is kept while it is up. */
export function enter(row: Destination, state: DestState, reason: string | null, at: number): Destination {
  const up = state === 'live' || (row.liveSince !== null && (state === 'connecting' || state === 'unknown' || state === 'disconnecting'));
  const liveSince = state === 'live' ? (row.liveSince ?? iso(at)) : up ? row.liveSince : null;
  return { ...row, state, reason, since: row.state === state ? row.since : iso(at), liveSince };
}

/** A STOPPED row turns OFF (a stored service) or leaves (a direct push) once its hold is over. */
function expire(rows: Record<string, Destination>, at: number): Record<string, Destination> {
  const out: Record<string, Destination> = {};
  for (const [k, r] of Object.entries(rows)) {
    const over = (r.state === 'stopped' || (r.state === 'off' && !r.stored)) && at - Date.parse(r.since) >= STOP_HOLD_MS;
    if (!over) out[k] = r;
    else if (r.stored) out[k] = enter(r, 'off', null, at);
  }
  return out;
}

function seed(b: Board, e: Extract<BoardEvent, { type: 'services' }>): Record<string, Destination> {
  const rows = { ...b.rows };
  for (const s of e.services) {
    const row = rows[s.key] ?? blankRow(s.key, s.label, e.at);
    rows[s.key] = { ...row, label: s.label, stored: true, pushServiceId: s.pushServiceId, app: row.app ?? s.app, stream: row.stream ?? s.stream };
  }
  return rows;
}

export function reduceBoard(b: Board, e: BoardEvent): Board {
  const tick = b.tick + 1;
  switch (e.type) {
    case 'services':
      return { ...b, rows: seed(b, e), tick };
    case 'send':
      return { ...b, rows: { ...b.rows, [e.key]: onSend(b, e, tick) }, tick };
    case 'answer': {
      const row = b.rows[e.key];
      return row ? { ...b, rows: { ...b.rows, [e.key]: onAnswer(row, e, tick) }, tick } : { ...b, tick };
    }
    case 'disconnectedAll':
      return { ...b, rows: onDisconnectedAll(b.rows, e.at, tick), tick };
    case 'poll':
      return { ...b, rows: applyPoll(b.rows, e), tick };
    case 'tick':
      return { ...b, rows: expire(b.rows, e.at) };
  }
}

/** Rows in a fixed order (by destination), never by state: nothing moves under the pointer. */
export function boardRows(b: Board): Destination[] {
  return Object.values(b.rows).sort((x, y) => x.label.localeCompare(y.label) || x.key.localeCompare(y.key));
}

/** Why a connect to this destination must not be sent now, or null. One wording for main and screen. */
export function refusal(row: Pick<Destination, 'label' | 'state' | 'reason'> | undefined): string | null {
  if (row?.state === 'live') return `Not sent: ${row.label} is already LIVE — disconnect it first to connect again.`;
  if (row?.state === 'connecting' && row.reason?.startsWith(SERVER_RETRYING)) return `Not sent: ${SERVER_RETRYING.toLowerCase().replace('this push', row.label)} — wait for its state.`;
  if (row?.state === 'connecting') return `Not sent: ${row.label} is already CONNECTING — wait for its state or check status.`;
  return null;
}
