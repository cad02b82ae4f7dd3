/**
 * Which of a group's members the account stores. The board knows every stored service of
 * its last read; an id it does not know is read for once more (a service made meanwhile)
 * before it is called unknown. A list that cannot be read tells nothing: said, never guessed.
 */
import type { FeatureDeps } from '../deps';
import { listServices } from './services-list';
import type { SessionsService } from './sessions-service';

/** The one wording of a member the account does not store (a save refused, a member held back). */
export const notStored = (id: number): string => `#${id} is not a stored destination of this account`;

type Stored = { unknown: number[] } | { problem: string };

export async function storedOf(deps: FeatureDeps, sessions: SessionsService, account: string, ids: readonly number[]): Promise<Stored> {
  const onBoard = new Set(sessions.boards.rows(account).filter((r) => r.stored && r.pushServiceId !== null).map((r) => r.pushServiceId!));
  let unknown = ids.filter((id) => !onBoard.has(id));
  if (unknown.length > 0) {
    const r = await listServices(deps, undefined);
    if (!r.ok) return { problem: `Not done: the account's destinations could not be read to check the group's members (${r.error.message}).` };
    const listed = new Set(r.value.services.map((s) => s.push_service_id));
    unknown = unknown.filter((id) => !listed.has(id));
  }
  return { unknown };
}
