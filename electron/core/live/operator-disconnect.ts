/**
 * The operator's own Disconnect of one destination or of all (a row, a control surface, a
 * cue, by id or entry name): the disconnect's own send ends the tries in the board
 * (board-show.ts), so none starts while it is on its way.
 * A destination waiting between tries whose push the server no longer lists has nothing
 * to disconnect — a send could only be refused — so none is sent; the press is audited as
 * NOT SENT with why. A try on its way is not such a wait: its connect may land, so the
 * disconnect goes.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import { destinationKey } from '../../../shared/domain/live/sessions';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { FeatureDeps } from '../deps';
import { disconnect } from './go-live';
import { resolveKey } from '../../../shared/domain/live/board-show';
import type { Reconnects } from './reconnects';
import type { SessionsService } from './sessions-service';

type DisconnectParams = CommandParams<'pushpublish.disconnect'>;

/** Why nothing is sent for this destination, or null when its disconnect goes. */
function nothingHeld(sessions: SessionsService, account: string, key: string): string | null {
  const row = sessions.boards.row(account, key);
  if (row === undefined || row.awaiting !== null || sessions.memory.heldByServer(account, key)) return null;
  if (row.state !== 'reconnecting' || row.reconnect.nextTryAt === null) return null;
  return `Reconnect stopped: the server holds no push of ${row.label}, nothing to disconnect`;
}

export async function operatorDisconnect(
  deps: FeatureDeps,
  sessions: SessionsService,
  reconnects: Pick<Reconnects, 'operatorStopped'>,
  input: DisconnectParams,
): Promise<IpcResult<{ message: string | null }>> {
  const account = sessions.callAccount();
  const all = input.entry_name === '*';
  const key = all ? null : destinationKey({ push_service_id: input.push_service_id === undefined ? null : Number(input.push_service_id), entry_name: input.entry_name ?? null });
  const none = key === null ? null : nothingHeld(sessions, account, resolveKey(sessions.boards.board(account), key));
  // Nothing is sent, so no send ends the tries in the board: they end here (Disconnect all's own send ends them: go-live.ts).
  if (none !== null) {
    reconnects.operatorStopped(account, key);
    deps.gateway.notSent('pushpublish.disconnect', input, none);
    return ok({ message: none });
  }
  const r = await disconnect(deps, sessions, input);
  return r.ok ? ok({ message: r.value.message }) : fail(r.error);
}
