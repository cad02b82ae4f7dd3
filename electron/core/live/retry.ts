/**
 * Retry: one press that sends again what was last sent to a destination. When the server
 * still lists the failed push (it holds the session, so a connect alone would be refused
 * as "already pushing"), that push is disconnected first: two steps, each audited with its
 * own outcome, and the connect only once the disconnect was accepted.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import { refusal } from '../../../shared/domain/live/board';
import type { GoLiveValue } from '../../../shared/ipc/live';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { FeatureDeps } from '../deps';
import { disconnect, goLive } from './go-live';
import type { SessionsService } from './sessions-service';

type ConnectParams = CommandParams<'pushpublish.connect'>;

/** The connect to send again: the last one sent from here, else the stored service's own source. */
function paramsFor(sessions: SessionsService, account: string, key: string): ConnectParams | null {
  const sent = sessions.memory.sent.get(`${account}|${key}`);
  if (sent) return sent;
  const row = sessions.boards.row(account, key);
  const inst = row?.inst ?? sessions.target?.inst;
  if (row?.pushServiceId == null || !inst) return null;
  return { push_service_id: row.pushServiceId, inst, ...(row.app ? { app: row.app } : {}), ...(row.stream ? { stream: row.stream } : {}) } as ConnectParams;
}

export async function retry(deps: FeatureDeps, sessions: SessionsService, key: string): Promise<IpcResult<GoLiveValue>> {
  const account = sessions.callAccount();
  const row = sessions.boards.row(account, key);
  const params = paramsFor(sessions, account, key);
  const refused = refusal(row);
  if (refused !== null) return fail({ kind: 'conflict', message: refused });
  if (row === undefined || params === null) return fail({ kind: 'not_found', message: `Not sent: nothing was sent to ${row?.label ?? key} from this console to retry; choose it and Go live.` });
  if (sessions.memory.heldByServer(account, key) && row.state !== 'live' && row.state !== 'connecting') {
    const app = row.app ?? params.app ?? sessions.target?.app;
    const inst = row.inst ?? params.inst;
    if (!app || !inst) return fail({ kind: 'not_found', message: `Not sent: the console does not know where ${row.label} runs; check status first.` });
    const held = row.pushServiceId !== null ? { push_service_id: row.pushServiceId, ...(row.stream ? { stream: row.stream } : {}) } : { entry_name: row.entryName ?? '' };
    const stopped = await disconnect(deps, sessions, { app, inst, ...held } as CommandParams<'pushpublish.disconnect'>);
    if (!stopped.ok) return fail({ kind: 'conflict', message: `Not retried: the server still holds the failed push of ${row.label}, and its disconnect failed: ${stopped.error.message}` });
  }
  return ok(await goLive(deps, sessions, [params]));
}
