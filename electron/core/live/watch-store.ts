/**
 * Each account's watch (application, instance, poll interval), kept with the account's
 * data in `live-watch.json` so main resumes it at start: the show is main's, not a
 * window's, and a console restarted mid-show reads its destinations again at once.
 */
import { join } from 'node:path';
import type { LiveTarget } from '../../../shared/domain/live/sessions';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const WATCH_FILE = 'live-watch.json';

export interface SavedWatch {
  target: LiveTarget;
  intervalMs: number;
}

interface WatchFile {
  version: 1;
  watches: Record<string, SavedWatch>;
}

function valid(w: unknown): w is SavedWatch {
  const t = (w as SavedWatch | null)?.target;
  return typeof t?.app === 'string' && typeof t.inst === 'string' && t.app !== '' && t.inst !== '' && Number.isInteger((w as SavedWatch).intervalMs);
}

export class WatchStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, WATCH_FILE);
  }

  /** Every account's saved watch; a damaged entry is left out (that account simply starts unwatched). */
  async all(): Promise<Map<string, SavedWatch>> {
    const file = await readJsonFile<Partial<WatchFile>>(this.path, { version: 1, watches: {} }).catch(() => ({ watches: {} }));
    return new Map(Object.entries(file.watches ?? {}).filter((e): e is [string, SavedWatch] => valid(e[1])));
  }

  /** Forgets the watches of every account `stale` picks (deleted, or a rehearsal mirror that ended). */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const all = await this.all();
      const kept = Object.fromEntries([...all].filter(([id]) => !stale(id)));
      if (Object.keys(kept).length !== all.size) await writeJsonFile(this.path, { version: 1, watches: kept } satisfies WatchFile);
    });
  }

  save(profileId: string, watch: SavedWatch | null): Promise<void> {
    return this.queue.run(async () => {
      const watches = Object.fromEntries(await this.all());
      if (watch === null) delete watches[profileId];
      else watches[profileId] = watch;
      await writeJsonFile(this.path, { version: 1, watches } satisfies WatchFile);
    });
  }
}
