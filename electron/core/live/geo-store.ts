/**
 * The last geo set applied from this console, per account and target
 * (`live-geo-applied.json`). geoblock.update cannot read the current set, so this is the
 * only baseline a change preview can have. Forgotten with its account (account-data.ts).
 */
import { join } from 'node:path';
import { type GeoApplied, type GeoTarget, geoTargetKey } from '../../../shared/domain/live/geo';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const GEO_FILE = 'live-geo-applied.json';

interface GeoFile {
  version: 1;
  entries: Record<string, GeoApplied>;
}

export class GeoStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, GEO_FILE);
  }

  private static key(profileId: string, target: GeoTarget): string {
    return `${profileId}|${geoTargetKey(target)}`;
  }

  /** The profile id of an entry's key (ids are UUIDs, `sandbox` or `rehearsal-<uuid>`: no `|`). */
  private static profileOf(key: string): string {
    return key.slice(0, key.indexOf('|'));
  }

  private load(): Promise<GeoFile> {
    return readJsonFile<GeoFile>(this.path, { version: 1, entries: {} });
  }

  async get(profileId: string, target: GeoTarget): Promise<GeoApplied | null> {
    return this.queue.run(async () => (await this.load()).entries[GeoStore.key(profileId, target)] ?? null);
  }

  set(profileId: string, target: GeoTarget, applied: GeoApplied): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      file.entries[GeoStore.key(profileId, target)] = applied;
      await writeJsonFile(this.path, file);
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      const kept = Object.entries(file.entries).filter(([key]) => !stale(GeoStore.profileOf(key)));
      if (kept.length === Object.keys(file.entries).length) return;
      await writeJsonFile(this.path, { ...file, entries: Object.fromEntries(kept) });
    });
  }
}
