/**
 * The last successful read of each screen, per account, on disk: so the console opens
 * offline and shows that data marked stale with its time. One small JSON file per
 * profile and cache key, written atomically. Never anything secret: secret members are
 * stripped, and a write that still contains a known secret is refused.
 *
 * The gateway does not wait for a write (`putSoon`): an fsync'd rename costs tens of ms on
 * a busy disk, and the operator is waiting for the answer, not for its offline copy.
 * Reads of this cache wait for the writes still under way, so within the process a put is
 * always seen by the next get; `settled()` lets shutdown wait for them.
 */
import { readdir, rm } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { CachedRead } from '../../../shared/ipc/api';
import type { KnownSecrets } from '../events/known-secrets';
import type { Logger } from '../events/log';
import { readJsonFile, writeTextAtomic } from '../fs/atomic';
import { CacheBudget } from './budget';
import { stripSecretMembers } from './strip';

export const CACHE_DIR = 'cache';

function fileName(key: string): string {
  return `${encodeURIComponent(key).replace(/\./g, '%2E')}.json`;
}

export class ReadCache {
  readonly root: string;
  /** Writes under way, by file path; each is removed when it settles. */
  private readonly writing = new Map<string, Promise<unknown>>();
  /** The size cap, oldest files first (budget.ts); counted at start. */
  private readonly budget: CacheBudget;

  constructor(
    dataDir: string,
    private readonly secrets: KnownSecrets,
    private readonly log: Logger,
    maxBytes?: number,
  ) {
    this.root = join(dataDir, CACHE_DIR);
    this.budget = new CacheBudget(this.root, maxBytes);
    const removed = this.budget.load();
    if (removed.length > 0) log.info(`cache: removed the ${removed.length} oldest file(s) to stay under its size cap`);
  }

  private path(profileId: string, key: string): string {
    return join(this.root, encodeURIComponent(profileId), fileName(key));
  }

  /** The file text of a read, or null (logged) when it still holds a stored credential. */
  private recordText(profileId: string, key: string, response: unknown, fetchedAt: string): string | null {
    const record: CachedRead = { response: stripSecretMembers(response), fetchedAt, profileId };
    const text = JSON.stringify(record, null, 2);
    if (this.secrets.containsAny(text)) {
      this.log.warn(`cache: refused to store "${key}" for ${profileId}: it still contained a stored credential`);
      return null;
    }
    return `${text}\n`;
  }

  /** Stores a read; returns false (and logs why) when it was refused. */
  async put(profileId: string, key: string, response: unknown, fetchedAt: string): Promise<boolean> {
    const text = this.recordText(profileId, key, response, fetchedAt);
    if (text === null) return false;
    await this.write(this.path(profileId, key), text);
    return true;
  }

  /**
   * Stores a read without making the caller wait; a failure is logged, never thrown. The
   * text is taken now (the caller may go on to change its objects); the file is written
   * behind it, after any earlier write of the same key, so the last one wins.
   */
  putSoon(profileId: string, key: string, response: unknown, fetchedAt: string): void {
    const text = this.recordText(profileId, key, response, fetchedAt);
    if (text === null) return;
    void this.write(this.path(profileId, key), text).catch((err: unknown) => this.log.warn(`cache: could not store "${key}"`, err));
  }

  private write(path: string, text: string): Promise<void> {
    const before = this.writing.get(path) ?? Promise.resolve();
    const write = before.then(async () => {
      await writeTextAtomic(path, text);
      this.budget.wrote(path, Buffer.byteLength(text), Date.now());
    });
    // Never rejects, so a failed write does not hold up the next one or a reader.
    const entry: Promise<void> = write
      .then(() => undefined, () => undefined)
      .finally(() => {
        if (this.writing.get(path) === entry) this.writing.delete(path);
      });
    this.writing.set(path, entry);
    return write;
  }

  /** Resolves once every write started so far has settled. */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing.values());
  }

  /** The cached read, or null when there is none or it cannot be read (logged). */
  async get(profileId: string, key: string): Promise<CachedRead | null> {
    const path = this.path(profileId, key);
    await this.writing.get(path);
    const read = await readJsonFile(path);
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
    await this.settled();
    const dir = join(this.root, encodeURIComponent(profileId));
    await rm(dir, { recursive: true, force: true });
    this.budget.forgetUnder(`${dir}${sep}`);
  }

  /**
   * Forgets the reads cached for profiles whose ids `stale` picks (at boot: rehearsal
   * mirrors, which live in memory only, left by a console that did not close cleanly).
   */
  async clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    let dirs: string[];
    try {
      dirs = await readdir(this.root);
    } catch {
      return;
    }
    for (const dir of dirs) {
      const id = decodeURIComponent(dir);
      if (stale(id)) await this.clearProfile(id);
    }
  }

  /** Every cache file's path (tests, the canary scan). */
  async files(): Promise<string[]> {
    await this.settled();
    try {
      const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }
}
