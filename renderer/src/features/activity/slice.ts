/**
 * The Activity area's slice: audit entries as main lists them (newest first), the
 * filters, and live updates from `audit.appended`. Opening the screen reads the log at
 * once and never shows a past visit's list meanwhile (it was as old as that visit);
 * entries appended while a read is under way are laid over its answer, so none is lost.
 */
import type { AuditEntry } from '../../../../shared/domain/audit';
import type { ActivityList } from '../../../../shared/ipc/activity';
import type { IpcError } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { FreshForAccount } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type ActivityFilter, filterInput, withAuditEntry } from './activity-state';

export interface ActivitySlice {
  activity: ActivityList | null;
  activityError: IpcError | null;
  activityFilter: ActivityFilter;
  /** The entry shown in the detail panel (by id, so a live outcome line updates it). */
  activityPicked: string | null;
  pickActivity(id: string | null): void;
  loadActivity(): Promise<void>;
  setActivityFilter(filter: ActivityFilter): Promise<void>;
  applyAuditEntry(entry: AuditEntry): void;
  /**
   * On open: forgets the past visit's list, reads the log at once and follows
   * `audit.appended`. The close it returns unsubscribes and lets the list go (a closed
   * screen holds nothing through a long show); a read answering after it is dropped.
   */
  watchActivity(): () => void;
}

/**
 * After a switch Activity narrows to the account switched to (All accounts is one pick
 * away): the log spans every account, but what a screen shows after a switch is the new
 * account's. The list itself is read again by the screen.
 */
export const freshActivity: FreshForAccount = (profileId) => ({ activity: null, activityError: null, activityFilter: { profileId }, activityPicked: null });

export const createActivitySlice: SliceCreator<ActivitySlice> = (set, get) => {
  /** Entries appended while the newest read is under way, oldest first (null: no read under way). */
  let early: AuditEntry[] | null = null;
  /** Whether the screen is open: a read that answers after it closed is not kept. */
  let open = false;
  return {
    activity: null,
    activityError: null,
    activityFilter: {},
    activityPicked: null,
    pickActivity: (activityPicked) => set({ activityPicked }),
    loadActivity: async () => {
      const filter = get().activityFilter;
      const mine: AuditEntry[] = [];
      early = mine;
      const r = await mc().activity.list(filterInput(filter));
      if (early === mine) early = null;
      if (!open) return;
      // A newer filter may have been chosen while this one loaded: keep only the latest.
      if (get().activityFilter !== filter) return;
      const activity = r.ok ? mine.reduce<ActivityList | null>((list, e) => withAuditEntry(list, e, filter), r.value) : null;
      set(r.ok ? { activity, activityError: null } : { activityError: r.error });
    },
    setActivityFilter: async (activityFilter) => {
      set({ activityFilter });
      await get().loadActivity();
    },
    applyAuditEntry: (entry) => {
      early?.push(entry);
      set((s) => ({ activity: withAuditEntry(s.activity, entry, s.activityFilter) }));
    },
    watchActivity: () => {
      open = true;
      set({ activity: null });
      void get().loadActivity();
      const unsubscribe = mc().events.subscribe((e) => {
        if (e.type === 'audit.appended') get().applyAuditEntry(e.entry);
      });
      return () => {
        unsubscribe();
        open = false;
        early = null;
        set({ activity: null });
      };
    },
  };
};
