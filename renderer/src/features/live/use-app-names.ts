/** The account's application names (video.getapps) as suggestions for the target fields; none when unreadable. */
import { useEffect, useState } from 'react';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';

export function useAppNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  // Read again for each account; the previous account's names go at once.
  const account = useMc((s) => s.accountScope.profileId);
  useEffect(() => {
    let alive = true;
    setNames([]);
    if (account === null) return;
    void mc()
      .api.call({ command: 'video.getapps', params: {}, cacheKey: 'live:apps' }, account)
      .then((r) => {
        if (alive && r.ok) setNames(r.value.response.apps.map((a) => a.name).sort());
      })
      .catch(() => undefined); // suggestions are a convenience: typing still works
    return () => {
      alive = false;
    };
  }, [account]);
  return names;
}
