/**
 * Which destinations reconnect automatically, per account, kept with the account's data in
 * `live-reconnect.json` (off by default: a destination not listed does not reconnect), so a
 * console restarted mid-show keeps the operator's choice.
 */
import { join } from 'node:path';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

interface ReconnectFile {
  version: 1;
  /** Account id → destination keys (`svc:<id>`) with reconnect on. */
  on: Record<string, string[]>;
}

export class ReconnectStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, 'live-reconnect.json');
  }

  /** Every account's destinations with reconnect on; a damaged file reads as none on. */
  async all(): Promise<Record<string, string[]>> {
    const file = await readJsonFile<Partial<ReconnectFile>>(this.path, { version: 1, on: {} }).catch(() => ({ on: {} }));
    const on = file.on ?? {};
    return Object.fromEntries(Object.entries(on).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((k) => typeof k === 'string')));
  }

  set(account: string, key: string, enabled: boolean): Promise<void> {
    return this.queue.run(async () => {
      const on = await this.all();
      const keys = new Set(on[account] ?? []);
      if (enabled) keys.add(key);
      else keys.delete(key);
      on[account] = [...keys].sort();
      await writeJsonFile(this.path, { version: 1, on } satisfies ReconnectFile);
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const on = await this.all();
      const kept = Object.fromEntries(Object.entries(on).filter(([id]) => !stale(id)));
      if (Object.keys(kept).length !== Object.keys(on).length) await writeJsonFile(this.path, { version: 1, on: kept } satisfies ReconnectFile);
    });
  }
}
