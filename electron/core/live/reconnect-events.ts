/**
 * What one board change of a destination means to its reconnect policy: a LIVE row that
 * FAILED or vanished is a drop; our try's row turning LIVE is the try taken, FAILED, OFF or
 * STOPPED is it refused (or, after a lost answer, what the read found); a row turning
 * UNKNOWN asks for a read. Rows Retry moves while our try is being sent are not its outcome.
 */
import type { Destination } from '../../../shared/domain/live/board';
import type { ReconnectEvent, ReconnectState } from './reconnect-policy';

/** Our try's row moved on: the try's answer, or what the read after a lost answer found. */
function settledEvent(s: ReconnectState, row: Destination, at: number): ReconnectEvent | null {
  const read = s.pending === 'read';
  if (row.state === 'live') return read ? { type: 'read', at, server: 'live' } : { type: 'answer', at, outcome: 'ok' };
  if (row.state === 'failed') return read ? { type: 'read', at, server: 'held' } : { type: 'answer', at, outcome: 'refused', reason: row.reason ?? '' };
  if (row.state === 'off' || row.state === 'stopped') return read ? { type: 'read', at, server: 'off' } : { type: 'answer', at, outcome: 'refused', reason: row.reason ?? 'No longer listed by the server' };
  return null;
}

export function boardEvent(s: ReconnectState, was: Destination | undefined, row: Destination, change: { dropped: boolean; sending: boolean; at: number }): ReconnectEvent | null {
  const { at } = change;
  if (change.dropped) return { type: 'drop', at };
  if (s.pending !== null && row.awaiting === null && !change.sending) return settledEvent(s, row, at);
  if (row.state === 'unknown' && was?.state !== 'unknown') return { type: 'unknown', at };
  return null;
}
