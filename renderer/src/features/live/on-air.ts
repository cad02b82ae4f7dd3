/**
 * What is still on air, in words: on the account a switch leaves (the switch asks first,
 * and the status bar keeps saying it), and whether the board is too old to vouch for.
 * Pure, so the words are tested without a DOM.
 */
import { type Destination, ON_AIR_STATES } from '../../../../shared/domain/live/board';
import type { SessionsSnapshot } from '../../../../shared/domain/live/sessions';

function onAirCount(board: readonly Pick<Destination, 'state'>[]): number {
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

/** The status bar's line for each other account with destinations on air, as last read. */
export function elsewhereWords(snap: SessionsSnapshot | null, nameOf: (id: string) => string | undefined): string[] {
  return (snap?.onAirElsewhere ?? []).map((a) => `${nameOf(a.profileId) ?? 'Another account'} still has ${a.count} destination${a.count === 1 ? '' : 's'} on air (as last read)`);
}
