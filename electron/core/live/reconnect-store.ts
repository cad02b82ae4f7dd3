/**
 * Each destination's own reconnect setting, per account, kept with the account's data in
 * `live-reconnect.json`, so a console restarted mid-show keeps the operator's choice. Both
 * choices are kept: a destination turned off by hand stays off when its account reconnects
 * new destinations by default; one not listed follows that default (off unless set).
 */
import { join } from 'node:path';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

interface ReconnectFile {
  version: 1;
  /** Account id → destination keys (`svc:<id>`) with reconnect on. */
  on: Record<string, string[]>;
  /** Account id → destination keys turned off by hand (older files have none). */
  off?: Record<string, string[]>;
}

/** Account id → destination key → its own setting. */
export type OwnSettings = Record<string, Record<string, boolean>>;

const keyLists = (v: unknown): Record<string, string[]> =>
  Object.fromEntries(Object.entries(typeof v === 'object' && v !== null ? v : {}).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((k) => typeof k === 'string')));

function toFile(own: OwnSettings): ReconnectFile {
  const pick = (want: boolean) =>
    Object.fromEntries(Object.entries(own).map(([account, keys]) => [account, Object.entries(keys).filter((e) => e[1] === want).map((e) => e[0]).sort()] as const).filter((e) => e[1].length > 0));
  return { version: 1, on: pick(true), off: pick(false) };
}

export class ReconnectStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, 'live-reconnect.json');
  }

  /** Every account's own settings; a damaged list reads as no setting. */
  async all(): Promise<OwnSettings> {
    const file = await readJsonFile<Partial<ReconnectFile>>(this.path, { version: 1, on: {} }).catch((): Partial<ReconnectFile> => ({ on: {} }));
    const own: OwnSettings = {};
    for (const [want, lists] of [[false, keyLists(file.off)], [true, keyLists(file.on)]] as const) {
      for (const [account, keys] of Object.entries(lists)) for (const k of keys) (own[account] ??= {})[k] = want;
    }
    return own;
  }

  set(account: string, key: string, enabled: boolean): Promise<void> {
    return this.queue.run(async () => {
      const own = await this.all();
      (own[account] ??= {})[key] = enabled;
      await writeJsonFile(this.path, toFile(own));
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const own = await this.all();
      const kept = Object.fromEntries(Object.entries(own).filter(([id]) => !stale(id)));
      if (Object.keys(kept).length !== Object.keys(own).length) await writeJsonFile(this.path, toFile(kept));
    });
  }
}
