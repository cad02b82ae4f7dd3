/**
 * Destination groups in main: the IPC handlers of shared/ipc/groups.ts over the group
 * store. A group goes live through main's own go-live path (one connect per member; one
 * already LIVE or CONNECTING is refused there, NOT SENT in Activity) and disconnects
 * through the same disconnect as a board row, so a group is never a second way to send.
 */
import { AT_REST, type DestinationGroup, noGroup } from '../../../shared/domain/groups/group';
import type { Destination } from '../../../shared/domain/live/board';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { GroupSendValue, groupsChannels } from '../../../shared/ipc/groups';
import type { FeatureDeps } from '../deps';
import type { GroupStore } from './group-store';
import { answerOf, disconnect, goLive } from './go-live';
import type { SessionsService } from './sessions-service';

/**
 * The one place a group's reconnect setting reaches its members. Per-destination reconnect
 * is not in this build yet, so the group's flag is stored and this says so; once it is,
 * this sets each member's own setting.
 */
export function applyGroupReconnect(_account: string, _members: readonly number[], _enabled: boolean): Promise<{ applied: boolean; message: string }> {
  return Promise.resolve({ applied: false, message: "Kept as the group's setting; this build has no per-destination reconnect to set on its members yet." });
}

function sendWords(v: Omit<GroupSendValue, 'message'>, verb: string): string {
  const total = v.sent.length + v.notSent.length;
  const held = v.notSent.map((n) => `#${n.id} ${n.reason.replace(/^Not sent: /, '')}`);
  return [`${verb} ${v.sent.length} of ${total}`, ...held].join('; ');
}

export function createGroupHandlers(deps: FeatureDeps, sessions: SessionsService, store: GroupStore): AreaHandlers<typeof groupsChannels> {
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
  const rowOf = (account: string, id: number): Destination | undefined => sessions.boards.row(account, `svc:${id}`);

  return {
    list: async () => ok(await store.list(home(sessions.activeId()))),
    save: async (input) => {
      const account = sessions.callAccount();
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
      if ('ok' in g) return g;
      const inst = sessions.target?.inst;
      if (inst === undefined) return fail({ kind: 'conflict', message: 'Not sent: no instance to push from. Watch an application on Live first.' });
      const members = g.group.destinations;
      const connects = members.map((id) => ({ push_service_id: id, inst: rowOf(g.account, id)?.inst ?? inst }));
      const { results } = await goLive(deps, sessions, connects);
      const sent = results.filter((r) => r.outcome !== 'not_sent').map((r) => members[r.index]!);
      const notSent = results.filter((r) => r.outcome === 'not_sent').map((r) => ({ id: members[r.index]!, reason: r.message }));
      return ok({ sent, notSent, message: sendWords({ sent, notSent }, 'Sent to') });
    },
    disconnect: async (input) => {
      const g = await found(input.name);
      if ('ok' in g) return g;
      const target = sessions.target;
      const sent: number[] = [];
      const notSent: GroupSendValue['notSent'] = [];
      await Promise.all(g.group.destinations.map(async (id) => {
        const row = rowOf(g.account, id);
        if (row === undefined || AT_REST.has(row.state)) return void notSent.push({ id, reason: `it is ${row ? row.state.toUpperCase() : 'not on the board'}` });
        const app = row.app ?? target?.app;
        const inst = row.inst ?? target?.inst;
        if (!app || !inst) return void notSent.push({ id, reason: 'no application to disconnect on' });
        const r = await disconnect(deps, sessions, { app, inst, push_service_id: id, ...(row.stream ? { stream: row.stream } : {}) });
        const a = answerOf(r);
        if (a.outcome === 'not_sent') notSent.push({ id, reason: a.reason ?? 'not sent' });
        else sent.push(id);
      }));
      const order = (a: number, b: number) => g.group.destinations.indexOf(a) - g.group.destinations.indexOf(b);
      sent.sort(order);
      notSent.sort((a, b) => order(a.id, b.id));
      return ok({ sent, notSent, message: sendWords({ sent, notSent }, 'Disconnect sent to') });
    },
    reconnect: async (input) => {
      const g = await found(input.name);
      if ('ok' in g) return g;
      const r = await store.setReconnect(home(g.account), g.group.name, input.enabled);
      if (!r.ok) return fail({ kind: 'not_found', message: r.message });
      const members = await applyGroupReconnect(g.account, r.group.destinations, input.enabled);
      await announce(g.account);
      return ok({ group: r.group, members });
    },
  };
}
