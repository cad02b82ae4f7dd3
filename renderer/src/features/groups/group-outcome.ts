/**
 * What a group's press shows: its line (green DONE only when something went and nothing
 * was refused; otherwise FAILED with the same words), and on each member's own row the
 * reason it was refused or held back, at once (board-notes.ts keeps it while it is true).
 * A failed line stays until its cause changes (`failureCause`): the group's members, or
 * the state of a member that failed.
 */
import { groupSendWent } from '../../../../shared/domain/groups/send-words';
import { type Destination, ON_AIR_STATES } from '../../../../shared/domain/live/board';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { GroupSendValue } from '../../../../shared/ipc/groups';
import { type ActionOutcome, outcomeOf } from '../../components/action-outcome';
import type { RowNote } from '../live/board-notes';

export function groupOutcome(r: IpcResult<GroupSendValue>): ActionOutcome {
  if (r.ok && !groupSendWent(r.value)) return { status: 'failed', error: { kind: 'conflict', message: r.value.message } };
  return outcomeOf(r, (v) => v.message);
}

/** One note per member refused or held back, on its row, in the state it is in now. */
export function memberNotes(v: GroupSendValue, board: readonly Destination[], at: number): RowNote[] {
  return [...v.refused, ...v.notSent].flatMap(({ id, reason }) => {
    const row = board.find((d) => d.key === `svc:${id}`);
    return row ? [{ kind: 'row' as const, key: row.key, text: reason, at, holds: { [row.key]: [row.state] } }] : [];
  });
}

/** The members a failed press speaks of: those refused or held back, or every member when the press failed as a whole. */
export function failedMembers(members: readonly number[], r: IpcResult<GroupSendValue>): number[] {
  return r.ok ? [...r.value.refused, ...r.value.notSent].map((m) => m.id) : [...members];
}

/**
 * What a group's failed line stands on, as one string: the group's members and, for each
 * member that failed, whether it is on air (which state, LIVE, CONNECTING, …) or down
 * (FAILED and OFF alike: a refused member read OFF later is still the failure the line
 * reports). The line stays while this reads the same and goes once it does not (a member
 * added or removed, a failed member back LIVE, a member a disconnect failed on now down);
 * a group no longer listed has no cause (null).
 */
export function failureCause(group: { destinations: readonly number[] } | undefined, failed: readonly number[], board: readonly Destination[]): string | null {
  if (!group) return null;
  const state = (id: number) => {
    const now = board.find((d) => d.key === `svc:${id}`)?.state;
    return now === undefined ? 'gone' : ON_AIR_STATES.has(now) ? now : 'down';
  };
  return JSON.stringify({ members: [...group.destinations].sort((a, b) => a - b), failed: failed.map((id) => [id, state(id)]) });
}
