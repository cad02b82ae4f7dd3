/**
 * Mounted by a screen that shows the destination board: each board snapshot that arrives
 * while it is shown is compared with the one before (board-announce.ts) and what changed
 * is given to the announcer. A screen that does not show the board says nothing about it.
 */
import { useEffect } from 'react';
import { boardAnnouncements } from '../../../shared/domain/live/board-announce';
import { useMc } from './store';

export function useBoardAnnouncer(): void {
  useEffect(() => {
    let before = useMc.getState().live.snapshot;
    return useMc.subscribe((s) => {
      const after = s.live.snapshot;
      if (after === before) return;
      // Another account's board is a new board, not a change of this one.
      const same = before !== null && after !== null && before.profileId === after.profileId;
      const items = after === null ? [] : boardAnnouncements(same ? before!.board : null, after.board);
      before = after;
      s.announce(items);
    });
  }, []);
}
