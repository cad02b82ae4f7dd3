/** Loads a channel's playlist now and every `everyMs` (0 = only on demand); keeps the last good view on failure. */
import { useEffect, useState } from 'react';
import type { IpcError } from '../../../../shared/ipc/define';
import type { PlaylistValue } from '../../../../shared/ipc/live';
import { mc } from '../../bridge/mc';

export interface ChannelQuery {
  app: string;
  stream: string;
  appinst: string;
}

export function useChannelPlaylist(query: ChannelQuery | null, everyMs: number) {
  const [view, setView] = useState<PlaylistValue | null>(null);
  const [error, setError] = useState<IpcError | null>(null);
  const [refreshedAt, setRefreshedAt] = useState<string | null>(null);
  useEffect(() => {
    if (!query) return;
    let alive = true;
    const load = async (): Promise<void> => {
      const r = await mc().live.playlist({
        stream: query.stream,
        ...(query.app.trim() ? { app: query.app.trim() } : {}),
        ...(query.appinst.trim() ? { appinst: query.appinst.trim() } : {}),
      });
      if (!alive) return;
      if (r.ok) {
        setView(r.value);
        setError(null);
        setRefreshedAt(r.value.fetchedAt);
      } else setError(r.error);
    };
    void load();
    const timer = everyMs > 0 ? setInterval(() => void load(), everyMs) : null;
    return () => {
      alive = false;
      if (timer) clearInterval(timer);
    };
  }, [query, everyMs]);
  return { view, error, refreshedAt };
}
