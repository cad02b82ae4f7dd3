/**
 * What is wrong on an account's board now, as the alert policy reads it (policy.ts): each
 * destination FAILED (held by the server, or off air while its tries run), given up or
 * refused for its key, UNKNOWN, or on air where the read cannot tell; and a push that was
 * live and vanished, until it is back LIVE or stopped on purpose (`lost`, kept by main from
 * the same moment its notice is raised); and a step under way (connecting, disconnecting,
 * stopped on purpose until a read confirms it), which only holds an open alert open. Pure: the board's own projection (viewRow) decides.
 */
import { type Board, type Destination, ON_AIR_STATES } from '../live/board';
import { UNSURE_WORDS, viewRows } from '../live/board-show';
import type { AlertCause } from './alert';
import type { Condition } from './policy-types';

const UNSURE = new Set(Object.values(UNSURE_WORDS));
const KEY_WORDS = /\b(stream )?key\b/i;

/** The condition id of a destination: one per board key, whatever its cause. */
export const destinationId = (key: string): string => `dest:${key}`;

function rowCondition(board: Board, row: Destination, lost: boolean, read: boolean): Condition | null {
  const ep = board.episodes[row.key];
  const id = destinationId(row.key);
  const at = (cause: AlertCause, detail: string | null, waiting = false): Condition => ({ id, cause, destination: row.label, detail, ...(waiting ? { waiting } : {}) });
  if (row.state === 'live' || row.state === 'connecting' || row.state === 'disconnecting') {
    if (row.state !== 'connecting' && UNSURE.has(row.reason ?? '')) return at('unreadable', null);
    // Retry's disconnect and connect, or an operator's stop: an open alert waits for where the row ends.
    return row.state === 'live' ? null : { id, cause: 'failed', destination: row.label, detail: null, holds: true };
  }
  if (row.state === 'reconnecting' && ep?.episode != null) {
    if (ep.unsure) return at('unreadable', null);
    // The grace holds until the first try is answered and read: a drop the first try brings back says nothing.
    const waiting = ep.episode.tries === 0 || ep.pending !== null;
    return at('failed', `reconnecting (try ${Math.max(1, ep.episode.tries)} of ${row.reconnect.of})`, waiting);
  }
  if (row.state === 'unknown') return at('unknown', null);
  // Stopped on purpose is taken from a read only: Retry's own disconnect stops the row for a moment.
  if (!read && (row.state === 'off' || row.state === 'stopped') && row.deliberate && row.awaiting === null) return { id, cause: 'failed', destination: row.label, detail: null, holds: true };
  const gaveUp = ep?.gaveUp ?? null;
  if (gaveUp !== null && (row.state === 'failed' || lost)) {
    const reason = 'reason' in gaveUp ? gaveUp.reason : null;
    return gaveUp.kind === 'refused' ? at('key_refused', reason) : at('gave_up', reason);
  }
  if (row.state === 'failed' && !row.deliberate) return at(KEY_WORDS.test(row.reason ?? '') ? 'key_refused' : 'failed', row.reason);
  if (lost && !row.deliberate) return at('failed', row.reason ?? 'gone from the server');
  return null;
}

/**
 * Every condition of the board, and each destination's state (for a recovery's words).
 * `lost`: the keys of pushes that were live and dropped and are not back, with their label
 * (a direct push may have left the board meanwhile); `read`: the board is a read of the
 * server's, not a step of this console's own.
 */
export function boardConditions(board: Board, lost: ReadonlyMap<string, string>, read: boolean): { conditions: Condition[]; states: Record<string, string>; onAir: boolean } {
  const conditions: Condition[] = [];
  const states: Record<string, string> = {};
  let onAir = false;
  for (const row of viewRows(board)) {
    states[row.key] = row.state;
    if (ON_AIR_STATES.has(row.state)) onAir = true;
    const c = rowCondition(board, row, lost.has(row.key), read);
    if (c !== null) conditions.push(c);
  }
  for (const [key, label] of lost) {
    if (board.rows[key] === undefined) conditions.push({ id: destinationId(key), cause: 'failed', destination: label, detail: 'gone from the server' });
  }
  return { conditions, states, onAir };
}
