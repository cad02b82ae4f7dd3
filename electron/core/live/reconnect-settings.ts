/**
 * Whether a destination reconnects automatically: its own setting (on or off, kept in
 * live-reconnect.json) when it has one, else its account's default "Reconnect new
 * destinations automatically" (kept with the account's profile). A rehearsal mirror has
 * no profile of its own to keep a default in: it follows the account it mirrors.
 */
import type { Profile } from '../../../shared/domain/profile';
import type { ReconnectBy } from '../../../shared/domain/live/reconnect-by';
import type { OwnSettings, ReconnectStore, SettingsBy } from './reconnect-store';

/** The rule: a destination's own setting wins; without one, the account's default applies. */
export function reconnectOn(own: boolean | undefined, accountDefault: boolean): boolean {
  return own ?? accountDefault;
}

/** An account's default, a mirror's being the one of the account it mirrors. */
export function accountReconnectDefault(profile: Profile | undefined, find: (id: string) => Profile | undefined): boolean {
  const home = profile?.mirrorOf !== undefined ? find(profile.mirrorOf) : profile;
  return home?.reconnectByDefault === true;
}

export class ReconnectSettings {
  private own: OwnSettings = {};
  private by: SettingsBy = {};
  constructor(
    private readonly store: ReconnectStore,
    private readonly accountDefault: (account: string) => boolean,
  ) {}

  /** The saved settings, read at start; a choice made meanwhile is the newer word and stays. */
  async load(): Promise<OwnSettings> {
    const [saved, by] = await Promise.all([this.store.all(), this.store.allBy()]);
    for (const [account, keys] of Object.entries(saved)) this.own[account] = { ...keys, ...this.own[account] };
    for (const [account, keys] of Object.entries(by)) this.by[account] = { ...keys, ...this.by[account] };
    return this.own;
  }

  /** Where a destination's own setting came from (none: it follows its account's default). */
  ownBy(account: string, key: string): ReconnectBy | undefined {
    return this.ownSetting(account, key) === undefined ? undefined : this.by[account]?.[key];
  }

  ownSetting(account: string, key: string): boolean | undefined {
    return this.own[account]?.[key];
  }

  enabled(account: string, key: string): boolean {
    return reconnectOn(this.ownSetting(account, key), this.accountDefault(account));
  }

  /** Whether the account reconnects destinations with no setting of their own. */
  byDefault(account: string): boolean {
    return this.accountDefault(account);
  }

  /** Drops what memory holds of forgotten accounts (the file's part is the store's, forgotten with the account's data). */
  forget(stale: (account: string) => boolean): void {
    for (const account of Object.keys(this.own)) if (stale(account)) delete this.own[account];
    for (const account of Object.keys(this.by)) if (stale(account)) delete this.by[account];
  }

  set(account: string, key: string, enabled: boolean, by?: ReconnectBy): Promise<void> {
    (this.own[account] ??= {})[key] = enabled;
    if (by) (this.by[account] ??= {})[key] = by;
    else delete this.by[account]?.[key];
    return this.store.set(account, key, enabled, by);
  }
}
