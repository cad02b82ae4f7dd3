/**
 * What Check status found, in words: "Checked 7: 3 LIVE, 1 FAILED, 3 OFF". A timestamp
 * alone did not say whether anything changed; the count per state, in the board's words,
 * does. States come in the order an operator reads them: on air first, then trouble, then idle.
 */
import type { DestState, Destination } from './board';

const ORDER: ReadonlyArray<[DestState, string]> = [
  ['live', 'LIVE'],
  ['connecting', 'CONNECTING'],
  ['reconnecting', 'RECONNECTING'],
  ['failed', 'FAILED'],
  ['unknown', 'UNKNOWN'],
  ['disconnecting', 'DISCONNECTING'],
  ['stopped', 'STOPPED'],
  ['off', 'OFF'],
];

/** The board's rows after a check (`Object.values(board.rows)`, or a snapshot's list). */
export function checkedWords(rows: readonly Pick<Destination, 'state'>[]): string {
  if (rows.length === 0) return 'Checked: no destinations on the board';
  const counts = new Map<DestState, number>();
  for (const r of rows) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  const parts = ORDER.filter(([s]) => counts.has(s)).map(([s, word]) => `${counts.get(s)!.toLocaleString('en-US')} ${word}`);
  return `Checked ${rows.length.toLocaleString('en-US')}: ${parts.join(', ')}`;
}
