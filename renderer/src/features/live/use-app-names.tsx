/**
 * The application choices of the active account for every application field: the names
 * used here recently (recent-names), then the account's video.getapps list. Typing stays
 * free; the list is only offered. The previous account's names go at once.
 */
import { useEffect, useState } from 'react';
import { mc } from '../../bridge/mc';
import { offered, recentNames } from '../../stores/recent-names';
import { useMc } from '../../stores/store';

export function useAppNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  const account = useMc((s) => s.accountScope.profileId);
  useEffect(() => {
    let alive = true;
    setNames(offered(recentNames(account, 'app'), []));
    if (account === null) return;
    void mc()
      .api.call({ command: 'video.getapps', params: {}, cacheKey: 'live:apps' }, account)
      .then((r) => {
        if (alive && r.ok) setNames(offered(recentNames(account, 'app'), r.value.response.apps.map((a) => a.name).sort()));
      })
      .catch(() => undefined); // suggestions are a convenience: typing still works
    return () => {
      alive = false;
    };
  }, [account]);
  return names;
}

/** A datalist of the account's applications for `<input list={id}>`. */
export function AppOptions({ id }: { id: string }) {
  const apps = useAppNames();
  return <datalist id={id}>{apps.map((a) => <option key={a} value={a} />)}</datalist>;
}
