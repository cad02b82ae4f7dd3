/**
 * Keeps the Live screen's groups as main has them: read when the screen opens or the
 * account changes, then every `groups.changed` main sends after an edit from any view,
 * control surface or run sheet.
 */
import { useEffect } from 'react';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';

export function useGroups(): void {
  const account = useMc((s) => s.accountScope.profileId);
  useEffect(() => {
    const { groupsLoad, groupsChanged } = useMc.getState();
    void groupsLoad();
    return mc().events.subscribe((e) => {
      if (e.type === 'groups.changed') groupsChanged(e.profileId, e.groups);
    });
  }, [account]);
}
