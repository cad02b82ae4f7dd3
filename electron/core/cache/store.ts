/**
 * The last successful read of each screen, per account, on disk: so the console opens
 * offline and shows that data marked stale with its time. One small JSON file per
 * profile and cache key, written atomically. Never anything secret: secret members are
 * stripped, and a write that still contains a known secret is refused.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CachedRead } from '../../../shared/ipc/api';
import type { KnownSecrets } from '../events/known-secrets';
import type { Logger } from '../events/log';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';
import { stripSecretMembers } from './strip';

export const CACHE_DIR = 'cache';

function fileName(key: string): string {
  return `${encodeURIComponent(key).replace(/\./g, '%2E')}.json`;
}

export class ReadCache {
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly secrets: KnownSecrets,
    private readonly log: Logger,
  ) {
    this.root = join(dataDir, CACHE_DIR);
  }

  private path(profileId: string, key: string): string {
    return join(this.root, encodeURIComponent(profileId), fileName(key));
  }

  /** Stores a read; returns false (and logs why) when it was refused. */
  async put(profileId: string, key: string, response: unknown, fetchedAt: string): Promise<boolean> {
    const record: CachedRead = { response: stripSecretMembers(response), fetchedAt, profileId };
    if (this.secrets.containsAny(JSON.stringify(record))) {
      this.log.warn(`cache: refused to store "${key}" for ${profileId}: it still contained a stored credential`);
      return false;
    }
    await writeJsonAtomic(this.path(profileId, key), record);
    return true;
  }

  /** The cached read, or null when there is none or it cannot be read (logged). */
  async get(profileId: string, key: string): Promise<CachedRead | null> {
    const read = await readJsonFile(this.path(profileId, key));
    if (!read.found) return null;
    const v = read.value as Partial<CachedRead> | undefined;
    if (!v || typeof v.fetchedAt !== 'string' || v.profileId !== profileId || !('response' in v)) {
      this.log.warn(`cache: ignoring an unreadable cache file for "${key}" (${profileId})`);
      return null;
    }
    return { response: v.response, fetchedAt: v.fetchedAt, profileId };
  }

  /** Forgets everything cached for a profile (it was deleted). */
  async clearProfile(profileId: string): Promise<void> {
    await rm(join(this.root, encodeURIComponent(profileId)), { recursive: true, force: true });
  }

  /** Every cache file's path (tests, the canary scan). */
  async files(): Promise<string[]> {
    try {
      const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }
}
