/**
 * Destination groups in main: the IPC handlers of shared/ipc/groups.ts over the group
 * store; what a group's press sends is group-sends.ts.
 */
import { type DestinationGroup, armChanged, groupNameProblem, noGroup } from '../../../shared/domain/groups/group';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { groupsChannels } from '../../../shared/ipc/groups';
import type { FeatureDeps } from '../deps';
import type { GroupStore } from './group-store';
import type { Reconnects } from './reconnects';
import { disconnectGroup, goLiveGroup } from './group-sends';
import { notStored, storedOf } from './group-members';
import type { SessionsService } from './sessions-service';

/** What a group needs of automatic reconnect (reconnects.ts): its members' own settings, and the end of their tries. */
type GroupReconnects = Pick<Reconnects, 'setEnabled'>;

/** The one place a group's reconnect setting reaches its members: each member's own setting is set. */
async function applyGroupReconnect(reconnects: GroupReconnects, account: string, group: string, members: readonly number[], enabled: boolean): Promise<{ applied: boolean; message: string }> {
  for (const id of members) await reconnects.setEnabled(account, `svc:${id}`, enabled, { kind: 'group', group });
  return { applied: true, message: `Automatic reconnect ${enabled ? 'on' : 'off'} for ${members.map((id) => `#${id}`).join(', ')}` };
}

export function createGroupHandlers(deps: FeatureDeps, sessions: SessionsService, store: GroupStore, reconnects: GroupReconnects): AreaHandlers<typeof groupsChannels> {
  // A rehearsal mirror has the groups of the account it stands for: a sheet's group cue rehearses as it will run.
  const home = (account: string): string => {
    const active = deps.gateway.activeProfile();
    return active.id === account && active.mirrorOf !== undefined ? active.mirrorOf : account;
  };
  const announce = async (account: string): Promise<void> => {
    deps.events.emit({ type: 'groups.changed', profileId: account, groups: await store.list(home(account)) });
  };
  const found = async (name: string): Promise<{ account: string; group: DestinationGroup } | IpcResult<never>> => {
    const account = sessions.callAccount();
    const group = await store.find(home(account), name);
    return group ? { account, group } : fail({ kind: 'not_found', message: noGroup(name) });
  };

  return {
    list: async () => ok(await store.list(home(sessions.activeId()))),
    save: async (input) => {
      const account = sessions.callAccount();
      const named = groupNameProblem(input.name);
      if (named !== null) return fail({ kind: 'invalid_input', message: named, issues: [{ path: 'name', message: named }] });
      // Only destinations the account stores: an id it lacks is refused in words, and nothing is saved.
      const stored = await storedOf(deps, sessions, account, input.destinations);
      const unknown = 'problem' in stored ? stored.problem : stored.unknown.length > 0 ? `Not saved: ${stored.unknown.map(notStored).join('; ')}.` : null;
      if (unknown !== null) return fail({ kind: 'invalid_input', message: unknown, issues: [{ path: 'destinations', message: unknown }] });
      const r = await store.save(home(account), input.name, input.destinations);
      if (!r.ok) return fail({ kind: 'invalid_input', message: r.message, issues: [{ path: 'name', message: r.message }] });
      await announce(account);
      return ok(r.group);
    },
    remove: async (input) => {
      const account = sessions.callAccount();
      const r = await store.remove(home(account), input.name);
      if (!r.ok) return fail({ kind: 'not_found', message: r.message });
      await announce(account);
      return ok(null);
    },
    live: async (input) => {
      const g = await found(input.name);
      return 'ok' in g ? g : goLiveGroup(deps, sessions, g.account, g.group);
    },
    disconnect: async (input) => {
      const g = await found(input.name);
      if ('ok' in g) return g;
      // The arm named its members: a group changed since is refused, and nothing is sent.
      const changed = input.members === undefined ? null : armChanged(g.group, input.members);
      if (changed !== null) {
        for (const id of input.members!) {
          const row = sessions.boards.row(g.account, `svc:${id}`);
          deps.gateway.notSent('pushpublish.disconnect', { app: row?.app ?? sessions.target?.app ?? '', inst: row?.inst ?? sessions.target?.inst ?? '', push_service_id: id }, changed);
        }
        return fail({ kind: 'conflict', message: changed });
      }
      // Each running member's own disconnect send ends its tries in the board (board-show.ts), before anything is on its way.
      return ok(await disconnectGroup(deps, sessions, g.account, g.group));
    },
    reconnect: async (input) => {
      const g = await found(input.name);
      if ('ok' in g) return g;
      const r = await store.setReconnect(home(g.account), g.group.name, input.enabled);
      if (!r.ok) return fail({ kind: 'not_found', message: r.message });
      const members = await applyGroupReconnect(reconnects, g.account, r.group.name, r.group.destinations, input.enabled);
      await announce(g.account);
      return ok({ group: r.group, members });
    },
  };
}
