/**
 * What the Live area is to the composition root: the feature it builds (handlers, groups,
 * per-account memory) and what the root hands it beyond the shared FeatureDeps (stores with
 * one writer per file, the audit's listeners, names, the jitter).
 */
import type { PushService } from '../../../shared/api/records';
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { groupsChannels } from '../../../shared/ipc/groups';
import type { liveChannels } from '../../../shared/ipc/live';
import type { PerAccountStore } from '../profiles/account-data';
import type { BoardReadListener } from './account-show';
import type { GeoStore } from './geo-store';
import type { GroupStore } from './group-store';
import type { ReconnectStore } from './reconnect-store';
import type { EpisodeListener } from './reconnects';
import type { WatchStore } from './watch-store';
import type { BoardStore } from './board-store';

export interface LiveFeature {
  handlers: AreaHandlers<typeof liveChannels>;
  /** Destination groups: they go live and stop through this feature's own go-live path. */
  groups: AreaHandlers<typeof groupsChannels>;
  /** Stops timers (polling…) when the app or a test shuts down. */
  dispose(): void;
  /** The active account changed: its own watch is read at once, whatever view is open. */
  accountSwitched(): void;
  /** Main's boards and reconnect tries as per-account data: a deleted account or an ended mirror leaves none behind (no words of it "on air", no try timer). */
  memory: PerAccountStore;
  /** Every account's board, for what follows it outside the show (Activity's entries, notices that end). */
  boards: Pick<BoardStore, 'board' | 'listen'>;
  /** An account's last good read, its rate and whether it is polled for something on air (the alert policy's STALE). */
  readFacts(account: string): { readAt: number | null; staleAfterMs: number; pollMs: number; polled: boolean };
}

/** What the composition root hands the Live area beyond the shared FeatureDeps. */
export interface LiveSources {
  /**
   * The stored services of the last good read (the offline cache). When a read fails the
   * board still names each destination as stored ("#503 …") rather than by a session's
   * entry name — names only: every state still comes from the server.
   */
  lastServices?: () => Promise<readonly PushService[] | null>;
  /** The geo baselines, shared with whatever forgets an account's data (one writer per file). */
  geo?: GeoStore;
  /** Each account's watch (one writer per file: the composition root's, which also forgets an account's). */
  watches?: WatchStore;
  /** Each account's destination groups (one writer per file: the composition root's, which also forgets an account's). */
  groups?: GroupStore;
  /** Each read's change of a board, for the audit log to follow what a call's destination became. */
  onRead?: BoardReadListener;
  /** Whether an account reconnects destinations with no setting of their own (off when absent). */
  reconnectDefault?: (account: string) => boolean;
  /** Each destination's own reconnect setting (one writer per file: the composition root's, which also forgets an account's). */
  reconnectSettings?: ReconnectStore;
  /** How each automatic reconnect episode ended, for Activity. */
  episodeEnded?: EpisodeListener;
  /** An account's name, for the notices of a show that runs off screen. */
  accountName?: (id: string) => string | undefined;
  /** The reconnect waits' jitter (tests fix it). */
  rand?: () => number;
}
