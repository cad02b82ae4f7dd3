/**
 * How the operator's own actions move the board: a send puts its row in motion, an answer
 * is a transition of that row (never a second list), and Disconnect all stops every row
 * that runs. Polls move rows in board-poll.ts; this module holds only the action side.
 */
import { type Board, type BoardEvent, type Destination, UNKNOWN_SENTENCE, blankRow, enter } from './board';

/** A connect or disconnect sent: the row shows it in motion until its answer comes back. */
export function onSend(b: Board, e: Extract<BoardEvent, { type: 'send' }>, tick: number): Destination {
  const row = b.rows[e.key] ?? blankRow(e.key, e.label, e.at);
  const placed = {
    ...row,
    label: row.stored ? row.label : e.label,
    app: e.where.app ?? row.app, inst: e.where.inst ?? row.inst, stream: e.where.stream ?? row.stream,
    pushServiceId: e.pushServiceId ?? row.pushServiceId, entryName: e.entryName ?? row.entryName, actionTick: tick, awaiting: e.action,
  };
  if (e.action === 'connect') return { ...enter({ ...placed, liveSince: null }, 'connecting', 'Sending…', e.at), deliberate: false, acceptedAt: null };
  return { ...enter(placed, 'disconnecting', 'Sending…', e.at), deliberate: true, before: row.state };
}

/** The answer to a send: the transition of its row by outcome. */
export function onAnswer(row: Destination, e: Extract<BoardEvent, { type: 'answer' }>, tick: number): Destination {
  const r = { ...row, actionTick: tick, awaiting: null };
  if (e.action === 'connect') {
    // A poll sent after the connect already listed it: the server's word stands.
    if (e.outcome === 'accepted' && row.awaiting === 'connect' && (row.state === 'live' || row.state === 'failed')) return r;
    if (e.outcome === 'accepted') return { ...enter(r, 'connecting', 'Accepted — waiting for the server to report it live', e.at), acceptedAt: e.at };
    if (e.outcome === 'unknown') return enter(r, 'unknown', UNKNOWN_SENTENCE, e.at);
    if (e.outcome === 'not_sent') return enter(r, 'off', e.reason, e.at);
    return enter(r, 'failed', e.reason, e.at);
  }
  if (e.outcome === 'accepted') return enter(r, 'stopped', 'Disconnected', e.at);
  if (e.outcome === 'unknown') return enter(r, 'unknown', UNKNOWN_SENTENCE, e.at);
  // Not sent or refused: the push is as it was, with the words of why.
  return { ...enter(r, row.before ?? 'unknown', e.reason, e.at), deliberate: false };
}

/** Disconnect all answered: every row that runs is stopped on purpose (its end raises no alarm). */
export function onDisconnectedAll(rows: Record<string, Destination>, at: number, tick: number): Record<string, Destination> {
  const out: Record<string, Destination> = {};
  for (const [k, r] of Object.entries(rows)) {
    out[k] = r.state === 'off' || r.state === 'stopped' ? r : { ...enter(r, 'stopped', 'Disconnected by Disconnect all', at), deliberate: true, actionTick: tick };
  }
  return out;
}
