/**
 * What one press on a group sends. A group goes live through main's own go-live path (one
 * connect per member; one already LIVE or CONNECTING is refused there, NOT SENT in
 * Activity) and disconnects through the same disconnect as a board row, so a group is
 * never a second way to send.
 */
import { AT_REST, type DestinationGroup } from '../../../shared/domain/groups/group';
import { groupSendWords } from '../../../shared/domain/groups/send-words';
import type { Destination } from '../../../shared/domain/live/board';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { GroupSendValue } from '../../../shared/ipc/groups';
import type { FeatureDeps } from '../deps';
import { answerOf, disconnect, goLive } from './go-live';
import { notStored, storedOf } from './group-members';
import type { SessionsService } from './sessions-service';

const rowOf = (sessions: SessionsService, account: string, id: number): Destination | undefined => sessions.boards.row(account, `svc:${id}`);

/** One connect for every member, through go live (which refuses the LIVE and CONNECTING ones in words). */
export async function goLiveGroup(deps: FeatureDeps, sessions: SessionsService, account: string, group: DestinationGroup): Promise<IpcResult<GroupSendValue>> {
  const inst = sessions.target?.inst;
  if (inst === undefined) return fail({ kind: 'conflict', message: 'Not sent: no instance to push from. Watch an application on Live first.' });
  // A member the account does not store is never sent to (a group saved before it was removed).
  const stored = await storedOf(deps, sessions, account, group.destinations);
  if ('problem' in stored) return fail({ kind: 'conflict', message: stored.problem });
  const members = group.destinations.filter((id) => !stored.unknown.includes(id));
  const connects = members.map((id) => ({ push_service_id: id, inst: rowOf(sessions, account, id)?.inst ?? inst }));
  const { results } = await goLive(deps, sessions, connects);
  const of = (outcomes: readonly string[]) => results.filter((r) => outcomes.includes(r.outcome)).map((r) => ({ id: members[r.index]!, reason: r.message }));
  const sent = of(['accepted', 'unknown']).map((r) => r.id);
  const refused = of(['failed']);
  const notSent = [...of(['not_sent']), ...stored.unknown.map((id) => ({ id, reason: notStored(id) }))];
  return ok({ sent, refused, notSent, message: groupSendWords('Sent to', { sent, refused, notSent }) });
}

/** One disconnect for every member that runs (the arm came first, on screen or from a surface); the others are said. */
export async function disconnectGroup(deps: FeatureDeps, sessions: SessionsService, account: string, group: DestinationGroup): Promise<GroupSendValue> {
  const target = sessions.target;
  const sent: number[] = [];
  const refused: GroupSendValue['refused'] = [];
  const notSent: GroupSendValue['notSent'] = [];
  await Promise.all(group.destinations.map(async (id) => {
    const row = rowOf(sessions, account, id);
    if (row === undefined || AT_REST.has(row.state)) return void notSent.push({ id, reason: `it is ${row ? row.state.toUpperCase() : 'not on the board'}` });
    const app = row.app ?? target?.app;
    const inst = row.inst ?? target?.inst;
    if (!app || !inst) return void notSent.push({ id, reason: 'no application to disconnect on' });
    const r = await disconnect(deps, sessions, { app, inst, push_service_id: id, ...(row.stream ? { stream: row.stream } : {}) });
    const a = answerOf(r);
    if (a.outcome === 'not_sent') notSent.push({ id, reason: a.reason ?? 'not sent' });
    else if (a.outcome === 'rejected') refused.push({ id, reason: a.reason ?? 'refused' });
    else sent.push(id);
  }));
  // The answers came back in any order: say them in the group's.
  const order = (a: number, b: number) => group.destinations.indexOf(a) - group.destinations.indexOf(b);
  sent.sort(order);
  notSent.sort((a, b) => order(a.id, b.id));
  refused.sort((a, b) => order(a.id, b.id));
  return { sent, refused, notSent, message: groupSendWords('Disconnect sent to', { sent, refused, notSent }) };
}
