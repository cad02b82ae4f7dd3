/**
 * The archive service's open archives: one archive process per account's archive folder,
 * opened on first use and kept until the app ends. One that fails to open is not kept, so
 * the next ask tries again (a binary installed since, a file freed).
 */
import type { Profile } from '../../../shared/domain/profile';
import type { ArchiveLauncher } from './launch';
import { archiveDir } from './place';
import { type ArchiveSession, openArchive } from './session';

export interface OpenSessions {
  /** The active account's archive folder. */
  dirOf(): string;
  /** The active account's archive, opened on first ask. */
  sessionOf(): Promise<ArchiveSession>;
  /** Closes every archive opened (at shutdown). */
  closeAll(): Promise<void>;
}

export function openSessions(deps: { dataDir: string; account: () => Pick<Profile, 'id' | 'baseUrl' | 'cdn'>; launcher?: ArchiveLauncher }): OpenSessions {
  const sessions = new Map<string, Promise<ArchiveSession>>();
  const dirOf = (): string => {
    const a = deps.account();
    return archiveDir(deps.dataDir, { profileId: a.id, baseUrl: a.baseUrl, cdn: a.cdn });
  };
  return {
    dirOf,
    sessionOf() {
      const dir = dirOf();
      let s = sessions.get(dir);
      if (s === undefined) {
        s = openArchive(dir, { launcher: deps.launcher });
        sessions.set(dir, s);
        s.catch(() => sessions.delete(dir));
      }
      return s;
    },
    async closeAll() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map(async (s) => (await s.catch(() => null))?.close()));
    },
  };
}
