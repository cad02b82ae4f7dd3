/**
 * Each destination's own reconnect setting, per account, kept with the account's data in
 * `live-reconnect.json`, so a console restarted mid-show keeps the operator's choice. Both
 * choices are kept: a destination turned off by hand stays off when its account reconnects
 * new destinations by default; one not listed follows that default (off unless set). With
 * each, where it was turned on or off (a row, a cue, a group), for the board's mark.
 */
import { join } from 'node:path';
import type { PerAccountStore } from '../profiles/account-data';
import { type ReconnectBy, readReconnectBy } from '../../../shared/domain/live/reconnect-by';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

interface ReconnectFile {
  version: 1;
  /** Account id → destination keys (`svc:<id>`) with reconnect on. */
  on: Record<string, string[]>;
  /** Account id → destination keys turned off by hand (older files have none). */
  off?: Record<string, string[]>;
  /** Account id → destination key → where its setting was turned on or off (older files have none). */
  by?: Record<string, Record<string, ReconnectBy>>;
}

/** Account id → destination key → its own setting. */
export type OwnSettings = Record<string, Record<string, boolean>>;
/** Account id → destination key → where its own setting came from. */
export type SettingsBy = Record<string, Record<string, ReconnectBy>>;

const byLists = (v: unknown): SettingsBy => {
  const out: SettingsBy = {};
  for (const [account, keys] of Object.entries(typeof v === 'object' && v !== null ? v : {})) {
    for (const [key, raw] of Object.entries(typeof keys === 'object' && keys !== null ? keys : {})) {
      const by = readReconnectBy(raw);
      if (by) (out[account] ??= {})[key] = by;
    }
  }
  return out;
};

const keyLists = (v: unknown): Record<string, string[]> =>
  Object.fromEntries(Object.entries(typeof v === 'object' && v !== null ? v : {}).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((k) => typeof k === 'string')));

function toFile(own: OwnSettings, by: SettingsBy): ReconnectFile {
  const pick = (want: boolean) =>
    Object.fromEntries(Object.entries(own).map(([account, keys]) => [account, Object.entries(keys).filter((e) => e[1] === want).map((e) => e[0]).sort()] as const).filter((e) => e[1].length > 0));
  const kept = Object.fromEntries(Object.entries(by).filter(([account]) => own[account] !== undefined));
  return { version: 1, on: pick(true), off: pick(false), ...(Object.keys(kept).length > 0 ? { by: kept } : {}) };
}

export class ReconnectStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, 'live-reconnect.json');
  }

  private read(): Promise<Partial<ReconnectFile>> {
    return readJsonFile<Partial<ReconnectFile>>(this.path, { version: 1, on: {} }).catch((): Partial<ReconnectFile> => ({ on: {} }));
  }

  /** Where each own setting came from; a damaged entry reads as unknown. */
  async allBy(): Promise<SettingsBy> {
    return byLists((await this.read()).by);
  }

  /** Every account's own settings; a damaged list reads as no setting. */
  async all(): Promise<OwnSettings> {
    const file = await this.read();
    const own: OwnSettings = {};
    for (const [want, lists] of [[false, keyLists(file.off)], [true, keyLists(file.on)]] as const) {
      for (const [account, keys] of Object.entries(lists)) for (const k of keys) (own[account] ??= {})[k] = want;
    }
    return own;
  }

  set(account: string, key: string, enabled: boolean, by?: ReconnectBy): Promise<void> {
    return this.queue.run(async () => {
      const [own, all] = await Promise.all([this.all(), this.allBy()]);
      (own[account] ??= {})[key] = enabled;
      if (by) (all[account] ??= {})[key] = by;
      else delete all[account]?.[key];
      await writeJsonFile(this.path, toFile(own, all));
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const [own, by] = await Promise.all([this.all(), this.allBy()]);
      const kept = Object.fromEntries(Object.entries(own).filter(([id]) => !stale(id)));
      if (Object.keys(kept).length !== Object.keys(own).length) await writeJsonFile(this.path, toFile(kept, by));
    });
  }
}
