/**
 * Attempts → Archive: the account's attempt archive as main reports it (rows, range, size,
 * or why it is unavailable), a sync with its progress from `viewers.archive` events and
 * Cancel, and "Forget before date". Part of the Viewers slice.
 */
import type { ArchiveStatus, AutoSyncMinutes, SyncProgress } from '../../../../shared/domain/archive/types';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export interface ArchiveState {
  status: ArchiveStatus | null;
  syncing: boolean;
  progress: SyncProgress | null;
  error: IpcError | null;
}

export interface ArchivePart {
  viewersArchive: ArchiveState;
  loadArchive(): Promise<void>;
  syncArchive(): Promise<void>;
  cancelArchiveSync(): Promise<void>;
  /** "Sync every": minutes, or null for only when asked. */
  setArchiveAutoSync(everyMinutes: AutoSyncMinutes | null): Promise<void>;
  /** For the armed Forget button, which shows the answer in place. */
  forgetArchive(before: string): Promise<IpcResult<{ removed: number }>>;
  archiveEvent(event: McEvent): void;
}

export function freshArchive(): Pick<ArchivePart, 'viewersArchive'> {
  return { viewersArchive: { status: null, syncing: false, progress: null, error: null } };
}

export const createArchivePart: SliceCreator<ArchivePart> = (set, get, store) => {
  const patch = (p: Partial<ArchiveState>): void => set({ viewersArchive: { ...get().viewersArchive, ...p } });
  /** A Sync now of this window is in flight: its answer, not its last event, ends `syncing`. */
  let asked = false;
  const reload = async (account: string, current: () => boolean): Promise<void> => {
    const r = await mc().viewers.archiveStatus({}, account);
    if (current()) patch(r.ok ? { status: r.value } : { error: r.error });
  };
  return {
    ...freshArchive(),
    loadArchive: async () => {
      const t = await accountTurn(store);
      await reload(t.account, t.current);
    },
    syncArchive: async () => {
      const t = await accountTurn(store);
      asked = true;
      patch({ syncing: true, progress: null, error: null });
      const r = await mc().viewers.archiveSync({}, t.account).finally(() => (asked = false));
      if (!t.current()) return;
      patch(r.ok ? { syncing: false, progress: r.value } : { syncing: false, error: r.error });
      await reload(t.account, t.current);
    },
    cancelArchiveSync: async () => {
      await mc().viewers.archiveCancel({});
    },
    setArchiveAutoSync: async (everyMinutes) => {
      const t = await accountTurn(store);
      const r = await mc().viewers.archiveAutoSync({ everyMinutes }, t.account);
      if (!t.current()) return;
      if (!r.ok) patch({ error: r.error });
      await reload(t.account, t.current);
    },
    forgetArchive: async (before) => {
      const t = await accountTurn(store);
      const r = await mc().viewers.archiveForget({ before }, t.account);
      if (t.current()) await reload(t.account, t.current);
      return r;
    },
    archiveEvent: (event) => {
      // Another account's sync (one left running on a switch) is not this view's to show.
      const shown = get().accountScope.profileId;
      if (event.type !== 'viewers.archive' || (shown !== null && event.profileId !== shown)) return;
      // A sync this panel did not start (Sync every N minutes) shows here too, and its end updates the contents.
      const running = event.progress.state === 'running';
      patch({ progress: event.progress, syncing: running || asked });
      if (!running && !asked) void get().loadArchive();
    },
  };
};
