/**
 * The origin each destination went live through when not the default (`origin_url`), per
 * account (`live-origins.json`): its disconnect, and a disconnect all, must reach the same
 * origin, after a restart too (the spec takes origin_url on disconnect as well).
 */
import { join } from 'node:path';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const ORIGIN_FILE = 'live-origins.json';

interface OriginFile {
  version: 1;
  /** `<profile id>|<destination key>` → origin_url. */
  entries: Record<string, string>;
}

/** One store per file: every caller of one data folder gets the same writer. */
const stores = new Map<string, OriginStore>();

export class OriginStore implements PerAccountStore {
  private readonly queue = new WriteQueue();

  private constructor(private readonly path: string) {}

  /** The one writer of `dataDir`'s origin file (the composition root's and the Live area's alike). */
  static of(dataDir: string): OriginStore {
    const path = join(dataDir, ORIGIN_FILE);
    let store = stores.get(path);
    if (store === undefined) stores.set(path, (store = new OriginStore(path)));
    return store;
  }

  private load(): Promise<OriginFile> {
    return readJsonFile<OriginFile>(this.path, { version: 1, entries: {} });
  }

  /** The origin `key` went live through on `account`, if not the default. */
  get(account: string, key: string): Promise<string | undefined> {
    return this.queue.run(async () => (await this.load()).entries[`${account}|${key}`]);
  }

  /** Every distinct origin the account's destinations went live through. */
  ofAccount(account: string): Promise<string[]> {
    return this.queue.run(async () => {
      const { entries } = await this.load();
      return [...new Set(Object.entries(entries).filter(([k]) => k.startsWith(`${account}|`)).map(([, origin]) => origin))];
    });
  }

  /** Keeps the origin of a go live (undefined: the default origin, nothing kept). */
  set(account: string, key: string, origin: string | undefined): Promise<void> {
    return this.change((entries) => {
      if (origin === undefined) delete entries[`${account}|${key}`];
      else entries[`${account}|${key}`] = origin;
    });
  }

  /** Forgets the origins of every account `stale` picks (deleted, or a rehearsal mirror that ended). */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.change((entries) => {
      for (const k of Object.keys(entries)) if (stale(k.slice(0, k.indexOf('|')))) delete entries[k];
    });
  }

  /** Forgets every origin of the account (after a disconnect all). */
  clear(account: string): Promise<void> {
    return this.change((entries) => {
      for (const k of Object.keys(entries)) if (k.startsWith(`${account}|`)) delete entries[k];
    });
  }

  private change(edit: (entries: Record<string, string>) => void): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      const before = JSON.stringify(file.entries);
      edit(file.entries);
      if (JSON.stringify(file.entries) !== before) await writeJsonFile(this.path, file);
    });
  }
}
