/**
 * Destination groups on Live: the active account's groups (main keeps them, and says
 * `groups.changed` on every edit from any view or surface), the name being typed for
 * "Save as group", and each group's last answer in words: DONE words for 10 s
 * (stores/expiring-words.ts), a failure until its cause changes — the next press, the
 * group's members, or the state of a member that failed (group-outcome.ts `failureCause`).
 */
import type { DestinationGroup } from '../../../../shared/domain/groups/group';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { GroupSendValue } from '../../../../shared/ipc/groups';
import { mc } from '../../bridge/mc';
import { type ActionOutcome, OUTCOME_IDLE, outcomeOf } from '../../components/action-outcome';
import { failedMembers, failureCause, groupOutcome, memberNotes } from './group-outcome';
import { type FreshForAccount, accountTurn } from '../../stores/account-scope';
import { sayThenExpire } from '../../stores/expiring-words';
import type { SliceCreator } from '../../stores/slice';

export interface GroupsData {
  list: DestinationGroup[];
  /** The last answer of each group's press, by group name. */
  said: Record<string, ActionOutcome>;
  /** What the last Save, edit or delete answered (a bad name, in words). */
  saved: ActionOutcome;
  /** The group last deleted, until Undo makes it again or another edit comes (an edit is never lost). */
  deleted: DestinationGroup | null;
  /** What each group's failed line stands on (by group name): the members that failed and the cause as it read then. */
  held: Record<string, { failed: number[]; cause: string | null }>;
}

const EMPTY: GroupsData = { list: [], said: {}, saved: { status: 'idle' }, deleted: null, held: {} };
const failing = (o: ActionOutcome | undefined) => o?.status === 'failed' || o?.status === 'unknown';

/** Another account's groups are not this one's: a switch starts from none (then main's list). */
export const freshGroups: FreshForAccount = () => ({ groups: EMPTY });

export interface GroupsSlice {
  groups: GroupsData;
  groupsLoad(): Promise<void>;
  /** Main's list after an edit anywhere; another account's is not this view's. */
  groupsChanged(profileId: string, list: DestinationGroup[]): void;
  /** Makes the group of these destinations, or sets the members of the one so named. */
  groupsSave(name: string, ids: readonly number[]): Promise<IpcResult<DestinationGroup>>;
  groupsRemove(name: string): Promise<IpcResult<null>>;
  /** Makes the group last deleted again, with its members and its reconnect setting. */
  groupsUndoRemove(): Promise<void>;
  groupsLive(name: string): Promise<IpcResult<GroupSendValue>>;
  /** Fired by the group's armed Disconnect (the screen arms first, once for the whole group) with the members it armed. */
  groupsDisconnect(name: string, members: readonly number[]): Promise<IpcResult<GroupSendValue>>;
}

type Store = Parameters<SliceCreator<GroupsSlice>>[2];

/** A failed line goes once its cause changes: re-read on every change of the group list or the board. */
function followCauses(store: Store, patch: (fn: (g: GroupsData) => GroupsData) => void): void {
  store.subscribe((s, prev) => {
    if (s.groups.list === prev.groups.list && s.live.snapshot === prev.live.snapshot) return;
    const board = s.live.snapshot?.board ?? [];
    const gone = Object.entries(s.groups.held).filter(([name, h]) => !failing(s.groups.said[name]) || failureCause(s.groups.list.find((g) => g.name === name), h.failed, board) !== h.cause);
    if (gone.length === 0) return;
    patch((g) => {
      const said = { ...g.said };
      const held = { ...g.held };
      for (const [name] of gone) {
        if (failing(said[name])) said[name] = OUTCOME_IDLE;
        delete held[name];
      }
      return { ...g, said, held };
    });
  });
}

export const createGroupsSlice: SliceCreator<GroupsSlice> = (set, get, store) => {
  const patch = (fn: (g: GroupsData) => GroupsData): void => set((s) => ({ groups: fn(s.groups) }));
  const boardNow = () => get().live.snapshot?.board ?? [];
  const groupNamed = (name: string) => get().groups.list.find((g) => g.name === name);
  followCauses(store, patch);
  const press = async (name: string, send: (account: string) => Promise<IpcResult<GroupSendValue>>): Promise<IpcResult<GroupSendValue>> => {
    const t = await accountTurn(store);
    patch((g) => ({ ...g, said: { ...g.said, [name]: { status: 'sending' } } }));
    const r = await send(t.account);
    if (!t.current()) return r;
    const said = groupOutcome(r);
    const failed = failedMembers(groupNamed(name)?.destinations ?? [], r);
    patch((g) => {
      const held = { ...g.held };
      delete held[name];
      if (failing(said)) held[name] = { failed, cause: failureCause(groupNamed(name), failed, boardNow()) };
      return { ...g, held };
    });
    sayThenExpire(said, (o) => patch((g) => ({ ...g, said: { ...g.said, [name]: o } })), () => get().groups.said[name]);
    if (r.ok) for (const note of memberNotes(r.value, get().live.snapshot?.board ?? [], Date.now())) get().liveNote(note);
    return r;
  };
  const edit = async <T>(send: (account: string) => Promise<IpcResult<T>>, deleted: DestinationGroup | null = null): Promise<IpcResult<T>> => {
    const t = await accountTurn(store);
    const r = await send(t.account);
    if (!t.current()) return r;
    patch((g) => ({ ...g, deleted: r.ok ? deleted : g.deleted }));
    sayThenExpire(outcomeOf(r, () => (deleted ? `Deleted “${deleted.name}”` : null)), (saved) => patch((g) => ({ ...g, saved })), () => get().groups.saved);
    return r;
  };
  return {
    groups: EMPTY,
    groupsLoad: async () => {
      const t = await accountTurn(store);
      const r = await mc().groups.list({});
      if (r.ok && t.current()) patch((g) => ({ ...g, list: r.value }));
    },
    groupsChanged: (profileId, list) => {
      if (get().accountScope.profileId === profileId) patch((g) => ({ ...g, list }));
    },
    groupsSave: (name, ids) => edit((account) => mc().groups.save({ name, destinations: [...ids] }, account)),
    groupsRemove: (name) => edit((account) => mc().groups.remove({ name }, account), get().groups.list.find((g) => g.name === name) ?? null),
    groupsUndoRemove: async () => {
      const gone = get().groups.deleted;
      if (gone === null) return;
      const r = await edit((account) => mc().groups.save({ name: gone.name, destinations: gone.destinations }, account));
      if (r.ok && gone.reconnect) await mc().groups.reconnect({ name: gone.name, enabled: true }, (await accountTurn(store)).account);
    },
    groupsLive: (name) => press(name, (account) => mc().groups.live({ name }, account)),
    groupsDisconnect: (name, members) => press(name, (account) => mc().groups.disconnect({ name, members: [...members] }, account)),
  };
};
