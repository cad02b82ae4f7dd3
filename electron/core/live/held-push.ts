/**
 * Go live on a destination whose push failed while the server still holds it: a connect
 * alone would be refused "already pushing", so Go live takes Retry's path. The held push
 * is disconnected first (its own audited call, through the one disconnect of go-live.ts,
 * passed in), and the connect may go only once that disconnect was accepted.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import type { FeatureDeps, GatewayResult } from '../deps';
import type { SessionsService } from './sessions-service';

type Disconnect = (deps: FeatureDeps, sessions: SessionsService, given: CommandParams<'pushpublish.disconnect'>) => Promise<GatewayResult<{ message: string | null }>>;

/** Null when the connect may go now (nothing held, or the held push was disconnected); else why not, in words. */
export async function releaseHeld(deps: FeatureDeps, sessions: SessionsService, account: string, key: string | null, params: CommandParams<'pushpublish.connect'>, disconnect: Disconnect): Promise<string | null> {
  const row = key === null ? undefined : sessions.boards.row(account, key);
  if (row === undefined || row.state !== 'failed' || !sessions.memory.heldByServer(account, row.key)) return null;
  const app = row.app ?? params.app ?? sessions.target?.app;
  const inst = row.inst ?? params.inst;
  const held = row.pushServiceId !== null ? { push_service_id: row.pushServiceId, ...(row.stream ? { stream: row.stream } : {}) } : { entry_name: row.entryName ?? '' };
  if (!app || !inst) return `Not sent: the server still holds the failed push of ${row.label}, and the console does not know where it runs; check status first.`;
  const stopped = await disconnect(deps, sessions, { app, inst, ...held } as CommandParams<'pushpublish.disconnect'>);
  return stopped.ok ? null : `Not sent: the server still holds the failed push of ${row.label}, and its disconnect failed: ${stopped.error.message}`;
}
