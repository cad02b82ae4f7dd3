/**
 * What a group's press shows: its line (green DONE only when something went and nothing
 * was refused; otherwise FAILED with the same words), and on each member's own row the
 * reason it was refused or held back, at once (board-notes.ts keeps it while it is true).
 */
import { groupSendWent } from '../../../../shared/domain/groups/send-words';
import type { Destination } from '../../../../shared/domain/live/board';
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
