/**
 * What is still on air, in words, on the account a switch leaves (the switch asks first;
 * afterwards the status bar names that account's show, features/live/show-words.ts).
 * Pure, so the words are tested without a DOM.
 */
import { type Destination, ON_AIR_STATES } from '../../../../shared/domain/live/board';

/** How many destinations are on air, or may be (connecting, unsettled). */
export function onAirCount(board: readonly Pick<Destination, 'state'>[]): number {
  return board.filter((d) => ON_AIR_STATES.has(d.state)).length;
}

/** "Sandbox still has 2 destinations LIVE" — or null when nothing is on air there. */
export function stillOnAirWords(accountName: string, board: readonly Pick<Destination, 'state'>[]): string | null {
  const live = board.filter((d) => d.state === 'live').length;
  const other = onAirCount(board) - live;
  if (live + other === 0) return null;
  const parts = [live > 0 ? `${live} destination${live === 1 ? '' : 's'} LIVE` : null, other > 0 ? `${other} connecting or unsettled` : null].filter(Boolean);
  return `${accountName} still has ${parts.join(' and ')}`;
}
