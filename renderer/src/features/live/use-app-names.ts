/** The account's application names (video.getapps) as suggestions for the target fields; none when unreadable. */
import { useEffect, useState } from 'react';
import { mc } from '../../bridge/mc';

export function useAppNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let alive = true;
    void mc()
      .api.call({ command: 'video.getapps', params: {}, cacheKey: 'live:apps' })
      .then((r) => {
        if (alive && r.ok) setNames(r.value.response.apps.map((a) => a.name).sort());
      })
      .catch(() => undefined); // suggestions are a convenience: typing still works
    return () => {
      alive = false;
    };
  }, []);
  return names;
}
