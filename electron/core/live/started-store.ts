/**
 * Which pushes this console started, per account, kept in `live-started.json`: automatic
 * reconnect brings back only those (a push another console or the CLI started is not
 * ours to restart), and the record holds across a restart, as a resumed episode assumes.
 * A destination leaves it when this console disconnects it.
 */
import { join } from 'node:path';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

/**
 * Destinations recorded per account, at most. One leaves when this console disconnects it,
 * so a push that ended elsewhere stays recorded; unstored pushes (`entry:<name>`) take new
 * names show after show. 1,000 is five times the largest board; past it the oldest go.
 */
const STARTED_PER_ACCOUNT = 1_000;

interface StartedFile {
  version: 1;
  /** Account id → destination keys (`svc:<id>`, `entry:<name>`) this console started. */
  started: Record<string, string[]>;
}

export class StartedStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, 'live-started.json');
  }

  /** Every account's record; a damaged file reads as nothing started (nothing is restarted on a guess). */
  async all(): Promise<Record<string, string[]>> {
    const file = await readJsonFile<Partial<StartedFile>>(this.path, { version: 1, started: {} }).catch((): Partial<StartedFile> => ({}));
    const lists = typeof file.started === 'object' && file.started !== null ? file.started : {};
    return Object.fromEntries(Object.entries(lists).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((k) => typeof k === 'string')));
  }

  set(account: string, key: string, started: boolean): Promise<void> {
    return this.queue.run(async () => {
      const all = await this.all();
      const keys = new Set(all[account] ?? []);
      if (keys.has(key) === started) return;
      if (started) keys.add(key);
      else keys.delete(key);
      // Oldest first, as recorded: the bound drops from the front.
      all[account] = [...keys].slice(-STARTED_PER_ACCOUNT);
      if (all[account].length === 0) delete all[account];
      await writeJsonFile(this.path, { version: 1, started: all } satisfies StartedFile);
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const all = await this.all();
      const kept = Object.fromEntries(Object.entries(all).filter(([id]) => !stale(id)));
      if (Object.keys(kept).length !== Object.keys(all).length) await writeJsonFile(this.path, { version: 1, started: kept } satisfies StartedFile);
    });
  }
}
