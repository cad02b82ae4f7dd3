/**
 * The Activity area's slice: audit entries as main lists them (newest first), the
 * filters, and live updates from `audit.appended`.
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
  /** Loads the log and follows `audit.appended`; returns the unsubscribe. */
  watchActivity(): () => void;
}

/**
 * After a switch Activity narrows to the account switched to (All accounts is one pick
 * away): the log spans every account, but what a screen shows after a switch is the new
 * account's. The list itself is read again by the screen.
 */
export const freshActivity: FreshForAccount = (profileId) => ({ activity: null, activityError: null, activityFilter: { profileId }, activityPicked: null });

export const createActivitySlice: SliceCreator<ActivitySlice> = (set, get) => ({
  activity: null,
  activityError: null,
  activityFilter: {},
  activityPicked: null,
  pickActivity: (activityPicked) => set({ activityPicked }),
  loadActivity: async () => {
    const filter = get().activityFilter;
    const r = await mc().activity.list(filterInput(filter));
    // A newer filter may have been chosen while this one loaded: keep only the latest.
    if (get().activityFilter !== filter) return;
    set(r.ok ? { activity: r.value, activityError: null } : { activityError: r.error });
  },
  setActivityFilter: async (activityFilter) => {
    set({ activityFilter });
    await get().loadActivity();
  },
  applyAuditEntry: (entry) => set((s) => ({ activity: withAuditEntry(s.activity, entry, s.activityFilter) })),
  watchActivity: () => {
    void get().loadActivity();
    return mc().events.subscribe((e) => {
      if (e.type === 'audit.appended') get().applyAuditEntry(e.entry);
    });
  },
});
