/**
 * The board with its reconnect episodes: one pure step moves a destination's row AND its
 * reconnect state (reconnect-policy.ts), so RECONNECTING, an episode's tries and every stop
 * have one owner. A stop by any key ends the tries here: a disconnect sent (by id, or by
 * the entry name the row carries), Disconnect all's send (one stop for every destination,
 * key null), the operator's stop with nothing to send, or a read that lists the push stopped. What a try itself sends (Retry's
 * disconnect of a held push) is `auto` and stops nothing. Each read is turned into what it
 * says of every destination with a reconnect state; the steps' actions go back to main.
 */
import { type Board, type BoardEvent, type DestState, type Destination, boardRows, reduceBoard } from './board';
import { stateFromServer } from './board-poll';
import { type ReconnectAction, type ReconnectEvent, type ServerSays, initialReconnect, stepReconnect } from './reconnect-policy';
import type { EpisodeEnd } from './reconnect-episode';
import { episodeLine, reconnectView } from './reconnect-words';

/** A reconnect event for one destination, or (key null) for every destination of the board. */
export type ShowEvent = BoardEvent | { type: 'reconnect'; key: string | null; event: ReconnectEvent };

export interface ShowStep {
  board: Board;
  /** What each destination's reconnect asks main to do, and how an episode ended. */
  steps: Array<{ key: string; actions: ReconnectAction[]; ended: EpisodeEnd | null }>;
}

export const GONE_WORDS = 'Gone from the server: a drop, or stopped outside this console';
export const UNSURE_WORDS: Record<'unmatched' | 'unreadable', string> = {
  unmatched: "The server's read lists a push it does not name (no push_service_id, no entry name this console knows): shown as last read, and nothing is sent by itself until a read can tell",
  unreadable: "The server's read of this instance's streams could not be read (no list): shown as last read, and nothing is sent by itself until a read can tell",
};

/** The row a key names: an entry name this console knows for a stored destination is that destination. */
export function resolveKey(b: Board, key: string): string {
  if (b.rows[key] !== undefined || !key.startsWith('entry:')) return key;
  const name = key.slice('entry:'.length);
  return Object.values(b.rows).find((r) => r.entryName === name)?.key ?? key;
}

/** Rows that were live and have now failed or stopped without being disconnected from here. */
export function lostBetween(prev: Board, next: Board): Destination[] {
  return Object.values(next.rows).filter((r) => {
    const p = prev.rows[r.key];
    return p !== undefined && p.liveSince !== null && r.liveSince === null && !r.deliberate && (r.state === 'failed' || r.state === 'stopped');
  });
}

const SAYS: Partial<Record<DestState, ServerSays>> = { live: 'live', failed: 'held', stopped: 'stopped', connecting: 'connecting' };

/** What one read says of one destination, or null when it says nothing of it (not covered, or older than its last action). */
function readOf(prev: Board, next: Board, e: Extract<BoardEvent, { type: 'poll' }>, key: string): ReconnectEvent | null {
  const row = next.rows[key];
  if (row === undefined || row.actionTick > e.requestedTick || row.awaiting !== null) return null;
  const was = prev.rows[key];
  const lost = was !== undefined && was.liveSince !== null && row.liveSince === null && !row.deliberate;
  const listed = e.pushes.find((p) => p.key === key);
  if (listed !== undefined) return { type: 'read', at: e.at, server: SAYS[stateFromServer(listed.status)] ?? 'unsure', lost, reason: row.reason };
  const scope = `${row.app}/${row.inst}`;
  if (e.unsure?.[scope] !== undefined) return { type: 'read', at: e.at, server: 'unsure' };
  if (!e.scopes.includes(scope)) return null;
  return { type: 'read', at: e.at, server: row.state === 'connecting' ? 'connecting' : 'gone', lost };
}

/** What a board event means to each destination's reconnect. */
function reconnectEvents(prev: Board, next: Board, e: BoardEvent, auto: boolean): Array<[string, ReconnectEvent]> {
  const out: Array<[string, ReconnectEvent]> = [];
  if (e.type === 'poll') {
    for (const key of Object.keys(next.episodes)) {
      const r = readOf(prev, next, e, key);
      if (r !== null) out.push([key, r]);
    }
  } else if (e.type === 'send' && !auto) {
    out.push([e.key, e.action === 'disconnect' ? { type: 'disconnect', at: e.at } : { type: 'ours', at: e.at, ours: true }]);
  } else if (e.type === 'answer' && e.action === 'disconnect' && e.outcome === 'accepted' && !auto) {
    out.push([e.key, { type: 'ours', at: e.at, ours: false }]);
  }
  for (const [key, row] of Object.entries(next.rows)) {
    if (row.state === 'unknown' && prev.rows[key]?.state !== 'unknown' && e.type !== 'poll') out.push([key, { type: 'unknown', at: e.at }]);
  }
  return out;
}

/** Rows of a scope whose read could not tell keep their state, with the words of why. */
function markUnsure(b: Board, e: Extract<BoardEvent, { type: 'poll' }>): Board {
  if (e.unsure === undefined) return b;
  const rows = { ...b.rows };
  const listed = new Set(e.pushes.map((p) => p.key));
  for (const [key, r] of Object.entries(rows)) {
    const why = e.unsure[`${r.app}/${r.inst}`];
    if (why !== undefined && !listed.has(key) && r.awaiting === null && r.actionTick <= e.requestedTick) rows[key] = { ...r, reason: UNSURE_WORDS[why] };
  }
  return { ...b, rows };
}

/** One event of the show: the board moved, then each reconnect it concerns. `auto`: sent by a try itself. */
export function stepShow(b: Board, e: ShowEvent, rand: () => number, auto = false): ShowStep {
  let board: Board;
  let events: Array<[string, ReconnectEvent]>;
  if (e.type === 'reconnect') {
    board = b;
    events = (e.key === null ? Object.keys(b.episodes) : [resolveKey(b, e.key)]).map((k) => [k, e.event]);
  } else {
    const keyed = 'key' in e ? { ...e, key: resolveKey(b, e.key) } : e;
    board = reduceBoard(b, keyed);
    if (keyed.type === 'poll') board = markUnsure(board, keyed);
    events = reconnectEvents(b, board, keyed, auto);
  }
  const episodes = { ...board.episodes };
  const steps: ShowStep['steps'] = [];
  for (const [key, ev] of events) {
    const step = stepReconnect(episodes[key] ?? initialReconnect(false), ev, rand);
    episodes[key] = step.state;
    if (step.actions.length > 0 || step.ended !== null) steps.push({ key, actions: step.actions, ended: step.ended });
  }
  return { board: events.length === 0 ? board : { ...board, episodes }, steps };
}

/** A row as every view sees it: RECONNECTING while its episode runs and the server shows it not on air. */
export function viewRow(b: Board, row: Destination): Destination {
  const s = b.episodes[row.key];
  if (s === undefined) return row;
  const reconnect = reconnectView(s);
  if (s.episode !== null && row.state !== 'live') {
    const reason = s.unsure ? row.reason : s.episode.confirm ? GONE_WORDS : row.reason;
    return { ...row, state: 'reconnecting', reason, reconnect };
  }
  // A refused key keeps the server's own words; tries given up, or not made, say why.
  if (s.gaveUp === null || s.gaveUp.kind === 'refused' || row.state === 'live' || row.state === 'connecting') return { ...row, reconnect };
  const words = episodeLine(s.gaveUp);
  return { ...row, reason: words.charAt(0).toUpperCase() + words.slice(1), reconnect };
}

/** Every row as the views see it, in the board's fixed order. */
export function viewRows(b: Board): Destination[] {
  return boardRows(b).map((r) => viewRow(b, r));
}
