/**
 * The last geo set applied from this console, per account and target
 * (`live-geo-applied.json`). geoblock.update cannot read the current set, so this is the
 * only baseline a change preview can have.
 */
import { join } from 'node:path';
import { type GeoApplied, type GeoTarget, geoTargetKey } from '../../../shared/domain/live/geo';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const GEO_FILE = 'live-geo-applied.json';

interface GeoFile {
  version: 1;
  entries: Record<string, GeoApplied>;
}

export class GeoStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, GEO_FILE);
  }

  private static key(profileId: string, target: GeoTarget): string {
    return `${profileId}|${geoTargetKey(target)}`;
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
}
